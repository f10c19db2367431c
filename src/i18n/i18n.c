#include "i18n.h"

#include <locale.h>
#include <string.h>

const char *i18n_pgettext(const char *key, const char *text)
{
    const char *t = gettext(key);
    return t == key ? text : t;
}

void i18n_init(const char *argv0)
{
    (void)argv0;
    /* only the messages: numbers in files and the window system's text stay in the C locale;
     * the catalogue is converted to UTF-8 whatever the character type */
    if (!setlocale(LC_MESSAGES, "")) setlocale(LC_MESSAGES, "C.UTF-8");
    bindtextdomain(TROUBADOUR_TEXTDOMAIN, TROUBADOUR_LOCALE_DIR);
    bind_textdomain_codeset(TROUBADOUR_TEXTDOMAIN, "UTF-8");
    textdomain(TROUBADOUR_TEXTDOMAIN);
}
