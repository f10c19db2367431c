/* The words of the record format and the JSON output: colours, tokens, categories, events,
 * items, directions. They are never translated here (the record and the JSON keep them); the
 * ones a player reads are marked N_() for the catalogue and translated where they are shown
 * (game_expansion_title, game_category_title). */
#include "game.h"
#include "i18n.h"

#include <string.h>

static const char *const COLOUR_NAMES[COL_COUNT] = {"red",   "blue", "green", "yellow",
                                                    "black", "gray", "pink",  "purple"};
static const char *const TOKEN_LETTERS[TOK_TYPES] = {"R", "C", "X", "D", "E"};
static const char *const CATEGORY_NAMES[CAT_COUNT] = {"roads",       "cities",    "monasteries",
                                                      "fields",      "flowers",   "windmills",
                                                      "marketplace", "privileges"};
/* TRANSLATORS: the scoring categories as a player reads them (the final table, the log) */
static const char *const CATEGORY_TITLES[CAT_COUNT] = {
    N_("roads"),   N_("cities"),    N_("monasteries"), N_("fields"),
    N_("flowers"), N_("windmills"), N_("marketplace"), N_("privileges")};
static const char *const EVENT_NAMES[EV_KIND_COUNT] = {
    "road",     "city",        "monastery",      "field",
    "windmill", "marketplace", "privilege-turn", "privilege-place"};
static const char *const ITEM_NAMES[ITEM_KIND_COUNT] = {
    "tiles",         "pennants", "monastery",     "neighbouring tiles", "completed cities",
    "flower groups", "windmill", "network tiles", "followers"};
static const char *const DIR_NAMES[4] = {"N", "E", "S", "W"};
static const char *const EXPANSION_NAMES[4] = {"farmers", "festival", "village-life",
                                               "royal-privileges"};
/* TRANSLATORS: the rule sets as the setup screen names them; the expansions' own names */
static const char *const EXPANSION_TITLES[4] = {N_("Farmers"), N_("The Festival"),
                                                N_("Village Life"), N_("Royal Privileges")};

const char *game_expansion_name(int i) { return i >= 0 && i < 4 ? EXPANSION_NAMES[i] : "?"; }
const char *game_expansion_title(int i) { return i >= 0 && i < 4 ? _(EXPANSION_TITLES[i]) : "?"; }

const char *game_colour_name(int c) { return c >= 0 && c < COL_COUNT ? COLOUR_NAMES[c] : "?"; }
const char *game_token_letter(int t) { return t >= 0 && t < TOK_TYPES ? TOKEN_LETTERS[t] : "?"; }
const char *game_category_name(int c) { return c >= 0 && c < CAT_COUNT ? CATEGORY_NAMES[c] : "?"; }
const char *game_category_title(int c)
{
    return c >= 0 && c < CAT_COUNT ? _(CATEGORY_TITLES[c]) : "?";
}
const char *game_event_kind_name(int k)
{
    return k >= 0 && k < EV_KIND_COUNT ? EVENT_NAMES[k] : "?";
}
const char *game_item_name(int w) { return w >= 0 && w < ITEM_KIND_COUNT ? ITEM_NAMES[w] : "?"; }
const char *game_dir_name(int d) { return d >= 0 && d < 4 ? DIR_NAMES[d] : "?"; }

static int name_index(const char *const *names, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], s) == 0) return i;
    return -1;
}
int game_colour_parse(const char *s) { return name_index(COLOUR_NAMES, COL_COUNT, s); }
int game_token_parse(const char *s) { return name_index(TOKEN_LETTERS, TOK_TYPES, s); }
int game_dir_parse(const char *s) { return name_index(DIR_NAMES, 4, s); }

static const char *const WITHOUT_NAMES[WITHOUT_COUNT] = {"flowers", "donkey", "windmills",
                                                         "marketplaces"};
const char *game_without_name(int i)
{
    return i >= 0 && i < WITHOUT_COUNT ? WITHOUT_NAMES[i] : "?";
}
int game_without_parse(const char *s) { return name_index(WITHOUT_NAMES, WITHOUT_COUNT, s); }
