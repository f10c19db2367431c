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

/* The folder of the compiled catalogues: TROUBADOUR_LOCALEDIR when set, else the first that
 * holds them of <program folder>/../share/locale (a relocated tree), the build tree's locale/
 * and the installed prefix's share/locale. */
const char *i18n_locale_dir(const char *argv0);

/* The language of the messages from now on: a code of po/LINGUAS ("de", "pt_BR"), or "" or
 * NULL for the system's (the environment as it was at i18n_init). Takes effect at once. */
void i18n_set_language(const char *code);

/* The languages the game ships, in the order of the language setting: code and the name in
 * its own language; index -1 is "from the system" (code "", the name translated). */
int i18n_language_count(void);
const char *i18n_language_code(int i);
const char *i18n_language_name(int i);
/* The index of a code, or -1 when it is not one of them. */
int i18n_language_index(const char *code);

#endif
