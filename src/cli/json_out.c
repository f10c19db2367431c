#include "json_out.h"

#include <string.h>

#include "text_check.h"

/* A JSON string: always valid JSON and valid UTF-8, and nothing a terminal would act on:
 * control characters (C0, DEL, C1) as \u escapes, a byte that is not UTF-8 as U+FFFD. */
static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        size_t l = text_utf8_len(s + i, n - i);
        if (l == 0) {
            fputs("\\ufffd", f);
            i++;
        } else if (c == '"' || c == '\\') {
            fprintf(f, "\\%c", c);
            i++;
        } else if (c < 0x20 || c == 0x7f) {
            fprintf(f, "\\u%04x", c);
            i++;
        } else if (l == 2 && c == 0xc2 && (unsigned char)s[i + 1] < 0xa0) {
            fprintf(f, "\\u%04x", (unsigned char)s[i + 1]);
            i += 2;
        } else {
            fwrite(s + i, 1, l, f);
            i += l;
        }
    }
    fputc('"', f);
}

static const char *seg_kind_name(int k)
{
    static const char *const names[4] = {"road", "city", "field", "monastery"};
    return k >= 0 && k < 4 ? names[k] : "none";
}

static void write_players(FILE *f, const Game *g)
{
    fputs("\"players\":[", f);
    for (int p = 0; p < game_nplayers(g); p++) {
        if (p) fputc(',', f);
        fputs("{\"colour\":", f);
        json_string(f, game_colour_name(game_colour(g, p)));
        fputs(",\"name\":", f);
        json_string(f, game_player_name(g, p));
        fprintf(f, ",\"score\":%d", game_score(g, p));
        if (game_flower(g, p) >= 0) {
            fputs(",\"flower\":", f);
            json_string(f, flower_name(game_flower(g, p)));
        }
        fputs(",\"breakdown\":{", f);
        for (int c = 0; c < CAT_COUNT; c++)
            fprintf(f, "%s\"%s\":%d", c ? "," : "", game_category_name(c),
                    game_score_part(g, p, c, 2));
        fputs("},\"during_game\":{", f);
        for (int c = 0; c < CAT_COUNT; c++)
            fprintf(f, "%s\"%s\":%d", c ? "," : "", game_category_name(c),
                    game_score_part(g, p, c, 0));
        fputs("},\"final_scoring\":{", f);
        for (int c = 0; c < CAT_COUNT; c++)
            fprintf(f, "%s\"%s\":%d", c ? "," : "", game_category_name(c),
                    game_score_part(g, p, c, 1));
        fputs("}}", f);
    }
    fputs("]", f);
}

static void write_events(FILE *f, const Game *g)
{
    const ScoreEvent *ev = game_events(g);
    const Pos *pos = game_event_positions(g);
    const ScoreItem *items = game_event_items(g);
    const Tileset *ts = game_tileset(g);
    fputs("\"events\":[", f);
    for (int i = 0; i < game_event_count(g); i++) {
        const ScoreEvent *e = &ev[i];
        if (i) fputc(',', f);
        fprintf(f, "{\"turn\":%d,\"final\":%s,\"kind\":\"%s\",\"complete\":%s", e->turn,
                e->final ? "true" : "false", game_event_kind_name(e->kind),
                e->complete ? "true" : "false");
        fprintf(f, ",\"feature\":{\"x\":%d,\"y\":%d", e->x, e->y);
        int slot = game_tile_at(g, e->x, e->y);
        if (e->seg >= 0 && slot >= 0) {
            int t, r;
            game_placed(g, slot, &t, NULL, NULL, &r);
            fputs(",\"loc\":", f);
            json_string(f, loc_name(tile_seg_loc(&ts->tile[t], r, e->seg)));
        }
        fputs("},\"positions\":[", f);
        for (int k = 0; k < e->pos_count; k++)
            fprintf(f, "%s[%d,%d]", k ? "," : "", pos[e->pos_first + k].x, pos[e->pos_first + k].y);
        fputs("],\"points\":{", f);
        int first = 1;
        for (int p = 0; p < game_nplayers(g); p++) {
            int sum = 0, any = 0;
            for (int k = 0; k < e->item_count; k++)
                if (items[e->item_first + k].player == p) {
                    sum += items[e->item_first + k].points;
                    any = 1;
                }
            if (!any) continue;
            fprintf(f, "%s\"%s\":%d", first ? "" : ",", game_colour_name(game_colour(g, p)), sum);
            first = 0;
        }
        fputs("},\"items\":[", f);
        for (int k = 0; k < e->item_count; k++) {
            const ScoreItem *it = &items[e->item_first + k];
            fprintf(f,
                    "%s{\"player\":\"%s\",\"category\":\"%s\",\"what\":\"%s\",\"count\":%d,"
                    "\"per\":%d,\"points\":%d}",
                    k ? "," : "", game_colour_name(game_colour(g, it->player)),
                    game_category_name(it->category), game_item_name(it->what), it->count, it->per,
                    it->points);
        }
        fputs("]}", f);
    }
    fputs("]", f);
}

static void write_state(FILE *f, const Game *g)
{
    const Tileset *ts = game_tileset(g);
    static const char *const phases[] = {"draw", "place", "action", "token", "redeal", "over"};
    fprintf(f, "\"state\":{\"phase\":\"%s\",\"turn\":%d,\"next_player\":", phases[game_phase(g)],
            game_turn(g));
    json_string(f, game_colour_name(game_colour(g, game_current_player(g))));
    fprintf(f, ",\"tiles_left\":%d,\"board\":[", game_tiles_left(g));
    for (int i = 0; i < game_placed_count(g); i++) {
        int t, x, y, r;
        game_placed(g, i, &t, &x, &y, &r);
        fprintf(f, "%s{\"tile\":\"%s\",\"x\":%d,\"y\":%d,\"rot\":%d}", i ? "," : "", ts->tile[t].id,
                x, y, r * 90);
    }
    fputs("],\"figures\":[", f);
    int first = 1;
    for (int i = 0; i < game_figure_count(g); i++) {
        FigureView fv;
        game_figure(g, i, &fv);
        if (!fv.on_board) continue;
        int slot = game_tile_at(g, fv.x, fv.y), t, r;
        game_placed(g, slot, &t, NULL, NULL, &r);
        const char *role = fv.kind == FIG_WINDMILL        ? "windmill"
                           : fv.seg_kind == SEG_FIELD     ? "farmer"
                           : fv.seg_kind == SEG_MONASTERY ? "monk"
                           : fv.seg_kind == SEG_CITY      ? "knight"
                                                          : "thief";
        fprintf(f,
                "%s{\"owner\":\"%s\",\"kind\":\"%s\",\"feature\":\"%s\",\"x\":%d,\"y\":%d,"
                "\"loc\":\"%s\"}",
                first ? "" : ",", game_colour_name(game_colour(g, fv.owner)), role,
                seg_kind_name(fv.seg_kind), fv.x, fv.y,
                loc_name(tile_seg_loc(&ts->tile[t], r, fv.seg)));
        first = 0;
    }
    fputs("],\"supply\":{", f);
    for (int p = 0; p < game_nplayers(g); p++)
        fprintf(f, "%s\"%s\":{\"followers\":%d,\"windmill\":%d}", p ? "," : "",
                game_colour_name(game_colour(g, p)), game_supply(g, p, FIG_FOLLOWER),
                game_supply(g, p, FIG_WINDMILL));
    fputs("}", f);
    if (game_element_on(g, WITHOUT_DONKEY)) {
        int dx, dy;
        game_donkey(g, &dx, &dy);
        fprintf(f, ",\"donkey\":[%d,%d]", dx, dy);
    }
    if (game_expansions(g) & EXP_PRIVILEGES) {
        fputs(",\"tokens\":{\"track\":[", f);
        for (int p = 0; p < GAME_PILE_COUNT; p++)
            fprintf(f, "%s{\"square\":%d,\"face_down\":%d}", p ? "," : "", p * 10,
                    game_pile_height(g, p));
        fputs("],\"board\":[", f);
        first = 1;
        int turned = 0;
        for (int i = 0; i < GAME_TOKEN_COUNT; i++) {
            TokenView tv;
            game_token(g, i, &tv);
            if (tv.where == TOKPLACE_TURNED) turned++;
            if (tv.where != TOKPLACE_BOARD) continue;
            fprintf(f, "%s[%d,%d]", first ? "" : ",", tv.x, tv.y);
            first = 0;
        }
        fprintf(f, "],\"turned\":%d}", turned);
    }
    fputs("}", f);
}

/* The rules in play: expansions and the Village Life elements switched off (RULES.md §4.7). */
static void write_options(FILE *f, const Game *g)
{
    static const char *const exp_names[4] = {"farmers", "festival", "village-life",
                                             "royal-privileges"};
    fputs("\"options\":{\"expansions\":[", f);
    int first = 1;
    for (int e = 0; e < 4; e++)
        if (game_expansions(g) & (1u << e)) {
            fprintf(f, "%s\"%s\"", first ? "" : ",", exp_names[e]);
            first = 0;
        }
    fputs("],\"without\":[", f);
    first = 1;
    for (int e = 0; e < WITHOUT_COUNT; e++)
        if (game_without(g) & (1u << e)) {
            fprintf(f, "%s\"%s\"", first ? "" : ",", game_without_name(e));
            first = 0;
        }
    fputs("]}", f);
}

void json_write_game(FILE *f, const Game *g)
{
    fputc('{', f);
    write_options(f, g);
    fputc(',', f);
    write_players(f, g);
    fputc(',', f);
    write_events(f, g);
    fputc(',', f);
    write_state(f, g);
    fputs("}\n", f);
}
