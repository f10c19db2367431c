#define _POSIX_C_SOURCE 200809L
#include "i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The languages of po/LINGUAS, each named in its own language (tests/i18n_linguas.cmake
 * checks that both lists agree). */
static const struct {
    const char *code, *name;
} LANGS[] = {
    {"en", "English"},
    {"de", "Deutsch"},
    {"fr", "Fran\xc3\xa7"
           "ais"},
    {"es", "Espa\xc3\xb1ol"},
    {"it", "Italiano"},
    {"nl", "Nederlands"},
    {"pl", "Polski"},
    {"cs", "\xc4\x8c"
           "e\xc5\xa1tina"},
    {"sk", "Sloven\xc4\x8dina"},
    {"ru", "\xd0\xa0\xd1\x83\xd1\x81\xd1\x81\xd0\xba\xd0\xb8\xd0\xb9"},
    {"pt_BR", "Portugu\xc3\xaas (Brasil)"},
};
#define LANG_COUNT ((int)(sizeof LANGS / sizeof LANGS[0]))

/* LANGUAGE as the program found it (NULL: unset), and the message locale it started with */
static char *system_language;
static int system_language_set;
static char system_messages[64];

const char *i18n_pgettext(const char *key, const char *text)
{
    const char *t = gettext(key);
    return t == key ? text : t;
}

int i18n_language_count(void) { return LANG_COUNT; }

const char *i18n_language_code(int i) { return i >= 0 && i < LANG_COUNT ? LANGS[i].code : ""; }

const char *i18n_language_name(int i)
{
    /* TRANSLATORS: the language setting's choice that follows the system's language */
    return i >= 0 && i < LANG_COUNT ? LANGS[i].name : _("From the system");
}

int i18n_language_index(const char *code)
{
    for (int i = 0; code && i < LANG_COUNT; i++)
        if (strcmp(code, LANGS[i].code) == 0) return i;
    return -1;
}

static int has_catalogue(const char *dir)
{
    char p[4096];
    /* English is always built (po/LINGUAS) */
    int w = snprintf(p, sizeof p, "%s/en/LC_MESSAGES/" TROUBADOUR_TEXTDOMAIN ".mo", dir);
    return w > 0 && (size_t)w < sizeof p && access(p, R_OK) == 0;
}

/* <folder of the running program>/../share/locale, for an installed tree moved elsewhere; a
 * program name with a slash in it when /proc is not there. */
static int exe_relative_locale(const char *argv0, char *out, size_t size)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
    } else if (argv0 && strchr(argv0, '/') && strlen(argv0) < sizeof exe) {
        memcpy(exe, argv0, strlen(argv0) + 1);
    } else {
        return -1;
    }
    char *slash = strrchr(exe, '/');
    if (!slash) return -1;
    *slash = '\0';
    int w = snprintf(out, size, "%s/../share/locale", exe);
    return w > 0 && (size_t)w < size ? 0 : -1;
}

const char *i18n_locale_dir(const char *argv0)
{
    static char found[4096];
    const char *env = getenv("TROUBADOUR_LOCALEDIR");
    if (env && *env) return env; /* an explicit choice is not second-guessed */
    char rel[4096];
    const char *cands[3];
    int n = 0;
    if (exe_relative_locale(argv0, rel, sizeof rel) == 0) cands[n++] = rel;
    /* empty in packages built with TROUBADOUR_FIND_SOURCE_DATA=OFF */
    if (TROUBADOUR_BUILD_LOCALE_DIR[0]) cands[n++] = TROUBADOUR_BUILD_LOCALE_DIR;
    cands[n++] = TROUBADOUR_LOCALE_DIR;
    for (int i = 0; i < n; i++)
        if (has_catalogue(cands[i])) {
            snprintf(found, sizeof found, "%s", cands[i]);
            return found;
        }
    return TROUBADOUR_LOCALE_DIR;
}

static int is_c_locale(const char *v)
{
    return !v || !*v || strcmp(v, "C") == 0 || strcmp(v, "POSIX") == 0;
}

/* The first of LC_ALL, LC_MESSAGES, LANG that is set: the locale gettext's order names for
 * the messages when LANGUAGE is not set. */
static const char *env_messages_locale(void)
{
    static const char *const VARS[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(VARS[i]);
        if (v && *v) return v;
    }
    return NULL;
}

/* gettext ignores LANGUAGE while the message locale is "C"; C.UTF-8 (built into glibc 2.36)
 * is not "C", so a chosen language works on a system with no other locale installed. */
static void messages_locale_not_c(void)
{
    const char *cur = setlocale(LC_MESSAGES, NULL);
    if (is_c_locale(cur)) setlocale(LC_MESSAGES, "C.UTF-8");
}

static void catalogues_changed(void)
{
    /* re-selecting the domain makes gettext drop the translations it looked up */
    textdomain(TROUBADOUR_TEXTDOMAIN);
#ifdef __GLIBC__
    extern int _nl_msg_cat_cntr;
    ++_nl_msg_cat_cntr;
#endif
}

void i18n_init(const char *argv0)
{
    const char *lang = getenv("LANGUAGE");
    system_language_set = lang != NULL;
    free(system_language);
    system_language = lang ? strdup(lang) : NULL;
    /* only the messages: numbers in files and the window system's text stay in the C locale;
     * the catalogue is converted to UTF-8 whatever the character type */
    const char *loc = setlocale(LC_MESSAGES, "");
    if (!loc) {
        /* the locale the environment names is not installed (a fresh Debian has only
         * C.UTF-8): its language still picks the catalogue, through LANGUAGE */
        const char *want = env_messages_locale();
        setlocale(LC_MESSAGES, "C.UTF-8");
        if (!is_c_locale(want) && !(lang && *lang)) {
            char code[64];
            size_t k = strcspn(want, ".@");
            if (k >= sizeof code) k = sizeof code - 1;
            memcpy(code, want, k);
            code[k] = '\0';
            setenv("LANGUAGE", code, 1);
        }
    } else if (lang && *lang) {
        messages_locale_not_c();
    }
    snprintf(system_messages, sizeof system_messages, "%s", setlocale(LC_MESSAGES, NULL));
    bindtextdomain(TROUBADOUR_TEXTDOMAIN, i18n_locale_dir(argv0));
    bind_textdomain_codeset(TROUBADOUR_TEXTDOMAIN, "UTF-8");
    textdomain(TROUBADOUR_TEXTDOMAIN);
}

void i18n_set_language(const char *code)
{
    if (code && *code) {
        setenv("LANGUAGE", code, 1);
        messages_locale_not_c();
    } else {
        if (system_language_set)
            setenv("LANGUAGE", system_language, 1);
        else
            unsetenv("LANGUAGE");
        if (system_messages[0]) setlocale(LC_MESSAGES, system_messages);
    }
    catalogues_changed();
}
