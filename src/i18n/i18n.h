/* Troubadour's languages: gettext for every string a player or an admin reads.
 *
 * _("text")              a translated string (text is the English msgid)
 * N_("text")             marks a string for the catalogue, translated where it is used
 * P_("1 pennant", "%d pennants", n)  a plural through ngettext
 * C_("context", "text")  a string whose English is ambiguous (pgettext)
 *
 * Record words (the move syntax of RECORD.md), file names and protocol words are never
 * translated: they are not wrapped. */
#ifndef TROUBADOUR_I18N_H
#define TROUBADOUR_I18N_H

#include <libintl.h>

#define TROUBADOUR_TEXTDOMAIN "troubadour"

#define _(s)             gettext(s)
#define N_(s)            s
#define P_(one, many, n) ngettext((one), (many), (unsigned long)(n))
#define C_(ctx, s)       i18n_pgettext(ctx "\004" s, s)

/* The translated text of a "context\004text" key, or the text when untranslated. */
const char *i18n_pgettext(const char *key, const char *text);

/* Sets the message locale from the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) and
 * binds the catalogue. Call once at start; argv0 helps find a relocated tree's catalogues. */
void i18n_init(const char *argv0);

#endif
