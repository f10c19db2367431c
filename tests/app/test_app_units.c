#define _POSIX_C_SOURCE 200809L
/* The game program's logic without a window: the camera's arithmetic, the turn controller
 * (tentative placement, undo, confirm), settings and autosave parsing, command-line options,
 * the random bot and the stand-in tile hit test. Expected values are worked out by hand. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app_options.h"
#include "anim.h"
#include "autosave.h"
#include "board_marks.h"
#include "bot.h"
#include "camera.h"
#include "final_table.h"
#include "io.h"
#include "record.h"
#include "game.h"
#include "session.h"
#include "settings.h"
#include "test_util.h"
#include "tile_sketch.h"
#include "turn.h"
#include "userdir.h"
#include "name_field.h"

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static Game *new_game(unsigned exp, uint64_t seed)
{
    GameSetup s;
    memset(&s, 0, sizeof s);
    s.nplayers = 2;
    s.colour[0] = COL_RED;
    s.colour[1] = COL_BLUE;
    s.expansions = exp;
    s.has_seed = 1;
    s.seed = seed;
    char err[256];
    Game *g = game_new(test_tileset(), &s, err, sizeof err);
    if (!g) fail_msg("game_new: %s", err);
    return g;
}

/* ---- camera ---- */

static void camera_round_trip(void **state)
{
    (void)state;
    Camera c;
    camera_init(&c, 1.0f);
    camera_set_view(&c, 0, 0, 800, 600);
    /* level 0 is 96 px; the centre of the view shows board point 0,0 */
    assert_int_equal(camera_level_size(&c, 0), 96);
    float sx, sy, bx, by;
    camera_to_screen(&c, 0, 0, &sx, &sy);
    assert_true(fabsf(sx - 400) <= 1 && fabsf(sy - 300) <= 1);
    camera_to_board(&c, sx + 96, sy - 48, &bx, &by);
    assert_true(fabsf(bx - 1) < 1e-3f && fabsf(by + 0.5f) < 1e-3f);
    /* tiles abut exactly: the right edge of one is the left edge of the next */
    int x0, y0, w0, x1, y1, w1;
    camera_tile_rect(&c, 2, 1, &x0, &y0, &w0);
    camera_tile_rect(&c, 3, 1, &x1, &y1, &w1);
    assert_int_equal(x0 + w0, x1);
    assert_int_equal(y0, y1);
    /* the cell under a point and the point inside it */
    int cx, cy;
    float u, v;
    camera_cell_at(&c, sx + 96 + 24, sy + 48, &cx, &cy, &u, &v);
    assert_int_equal(cx, 1);
    assert_int_equal(cy, 1);
    assert_true(fabsf(u - 0.75f) < 0.02f && fabsf(v - 0.0f) < 0.02f);
}

static void camera_zoom_keeps_cursor_point(void **state)
{
    (void)state;
    Camera c;
    camera_init(&c, 1.0f);
    camera_set_view(&c, 0, 0, 800, 600);
    float bx0, by0, bx1, by1;
    camera_to_board(&c, 650, 120, &bx0, &by0);
    camera_zoom(&c, 2, 650, 120);
    while (camera_update(&c, 16)) {
    }
    /* two levels up: 96 * 2^(1/2) = 135.8 -> 136 px, settled and drawn 1:1 */
    assert_int_equal(camera_tex_size(&c), 136);
    assert_true(camera_settled(&c));
    camera_to_board(&c, 650, 120, &bx1, &by1);
    assert_true(fabsf(bx1 - bx0) < 0.02f && fabsf(by1 - by0) < 0.02f);
    /* zooming stops at the last level */
    for (int i = 0; i < 40; i++) camera_zoom(&c, -1, 400, 300);
    assert_int_equal(c.level, CAMERA_LEVEL_MIN);
}

static void camera_fit_shows_box(void **state)
{
    (void)state;
    Camera c;
    camera_init(&c, 1.0f);
    camera_set_view(&c, 0, 0, 1000, 500);
    camera_fit(&c, -10, -3, 10, 3, 1);
    /* 21 tiles (+2 margin) must fit 1000 px: 43 px or less */
    assert_true(c.zoom * 23 <= 1000);
    float sx, sy;
    camera_to_screen(&c, -10, -3, &sx, &sy);
    assert_true(sx > 0 && sy > 0);
    camera_to_screen(&c, 10, 3, &sx, &sy);
    assert_true(sx < 1000 && sy < 500);
}

/* ---- the turn controller ---- */

static void turn_place_undo_confirm(void **state)
{
    (void)state;
    Game *g = new_game(EXP_FARMERS, 3);
    Turn t;
    assert_int_equal(turn_init(&t, g), 0);
    int r = turn_advance(&t);
    assert_true(r == TURN_DREW || r == TURN_UNPLACEABLE);
    assert_int_equal(game_phase(g), PHASE_PLACE);
    Placement p[64];
    assert_true(game_legal_placements(g, p, 64) > 0);
    int events = game_event_count(g);
    assert_int_equal(turn_place(&t, &p[0]), 0);
    /* the tile shows on the working copy; the live game has not moved */
    assert_ptr_not_equal(turn_view(&t), g);
    assert_int_equal(game_phase(turn_view(&t)), PHASE_ACTION);
    assert_true(game_tile_at(turn_view(&t), p[0].x, p[0].y) >= 0);
    assert_int_equal(game_phase(g), PHASE_PLACE);
    assert_int_equal(game_tile_at(g, p[0].x, p[0].y), -1);
    /* the tile is taken back: the position is empty and the same tile waits */
    assert_int_equal(turn_undo(&t), 2);
    assert_ptr_equal(turn_view(&t), g);
    assert_int_equal(game_phase(g), PHASE_PLACE);
    assert_int_equal(game_current_tile(g), p[0].tile);
    assert_int_equal(turn_undo(&t), 0);
    /* place, choose an action, take back only the action */
    assert_int_equal(turn_place(&t, &p[0]), 0);
    Action acts[32];
    int n = game_legal_actions(turn_view(&t), acts, 32);
    if (n > 0) {
        assert_int_equal(turn_choose(&t, &acts[0]), 0);
        assert_int_equal(t.has_act, 1);
        assert_int_equal(turn_undo(&t), 1);
        assert_int_equal(t.has_act, 0);
        assert_int_equal(game_phase(turn_view(&t)), PHASE_ACTION);
        assert_int_equal(turn_choose(&t, &acts[0]), 0);
    }
    /* an illegal action is refused with a sentence */
    Action bad = {ACT_FOLLOWER, 99, 0, 0};
    assert_int_equal(turn_choose(&t, &bad), -1);
    assert_true(strlen(t.error) > 5);
    assert_int_equal(turn_confirm(&t), 0);
    assert_int_equal(t.events_before, events);
    assert_int_not_equal(game_phase(g), PHASE_ACTION);
    /* a confirmed turn stays */
    assert_int_equal(turn_undo(&t), 0);
    assert_int_equal(game_history_count(g), 1);
    turn_free(&t);
    game_free(g);
}

static void turn_plays_a_whole_game(void **state)
{
    (void)state;
    Game *g = new_game(EXP_ALL, 17);
    Turn t;
    assert_int_equal(turn_init(&t, g), 0);
    const BotKind *k = bot_kind(bot_kind_find("random"));
    assert_non_null(k);
    void *bot = k->create(5);
    int guard = 0;
    for (;;) {
        assert_true(++guard < 5000);
        const Game *v = turn_view(&t);
        GamePhase ph = game_phase(v);
        if (ph == PHASE_DRAW || ph == PHASE_REDEAL) {
            int r = turn_advance(&t);
            if (r == TURN_ENDED) break;
            if (r == TURN_UNPLACEABLE) assert_int_equal(turn_discard(&t), 0);
            continue;
        }
        BotDecision d;
        memset(&d, 0, sizeof d);
        assert_int_equal(k->decide(bot, v, NULL, &d), 0);
        if (ph == PHASE_PLACE) {
            assert_null(game_check_placement(v, &d.place));
            assert_int_equal(turn_place(&t, &d.place), 0);
        } else if (ph == PHASE_ACTION) {
            assert_null(game_check_action(v, &d.act));
            assert_int_equal(turn_choose(&t, &d.act), 0);
            assert_int_equal(turn_confirm(&t), 0);
        } else if (ph == PHASE_TOKEN) {
            assert_int_equal(turn_place_token(&t, d.token.x, d.token.y), 0);
        }
    }
    assert_int_equal(game_phase(g), PHASE_OVER);
    assert_int_equal(game_tiles_left(g), 0);
    k->destroy(bot);
    turn_free(&t);
    game_free(g);
}

/* ---- settings, autosave, options ---- */

static void settings_lines(void **state)
{
    (void)state;
    Settings s;
    settings_default(&s);
    settings_parse(&s, "# comment\nui_scale 1.5\nfullscreen 1\nanim_speed 9\nbogus 3\nui_scale x\n",
                   "test");
    assert_true(fabsf(s.ui_scale - 1.5f) < 1e-6f);
    assert_int_equal(s.fullscreen, 1);
    assert_int_equal(s.anim_speed, 1); /* 9 is refused: the default stays */
}

/* The first start's UI scale from the display's DPI: 96 dpi is scale 1; the nearest quarter;
 * a HiDPI system that already doubles points (px_per_point 2) halves it; clamped to 0.75..3. */
static void settings_dpi_scale(void **state)
{
    (void)state;
    assert_true(fabsf(settings_scale_for_dpi(96, 1) - 1.0f) < 1e-6f);
    assert_true(fabsf(settings_scale_for_dpi(144, 1) - 1.5f) < 1e-6f);  /* 144/96 = 1.5 */
    assert_true(fabsf(settings_scale_for_dpi(120, 1) - 1.25f) < 1e-6f); /* 120/96 = 1.25 */
    assert_true(fabsf(settings_scale_for_dpi(110, 1) - 1.25f) < 1e-6f); /* 1.146: nearer 1.25 */
    assert_true(fabsf(settings_scale_for_dpi(192, 2) - 1.0f) < 1e-6f);  /* 192/96/2 = 1 */
    assert_true(fabsf(settings_scale_for_dpi(40, 1) - 0.75f) < 1e-6f);  /* 0.42: the least */
    assert_true(fabsf(settings_scale_for_dpi(400, 1) - 3.0f) < 1e-6f);  /* 4.2: the most */
    assert_true(fabsf(settings_scale_for_dpi(0, 1) - 1.0f) < 1e-6f);    /* unknown */
    Settings s;
    settings_default(&s);
    assert_false(s.has_ui_scale);
    settings_parse(&s, "ui_scale 2\n", "test");
    assert_true(s.has_ui_scale);
}

/* The assists: each key read, purist over them all, and written back. */
static void settings_assists(void **state)
{
    (void)state;
    Settings s;
    settings_default(&s);
    assert_true(settings_assist(&s, ASSIST_TILES));
    int bad = settings_parse(&s, "assist_tiles 0\nassist_log 2\npurist 0\n", "test");
    assert_int_equal(bad, 1); /* assist_log 2 refused */
    assert_false(settings_assist(&s, ASSIST_TILES));
    assert_true(settings_assist(&s, ASSIST_LOG));
    settings_parse(&s, "purist 1\n", "test");
    assert_false(settings_assist(&s, ASSIST_LOG));
    assert_false(settings_assist(&s, ASSIST_PROJECTED));
    char dir[] = "/tmp/troubadour-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_int_equal(settings_save(&s, path, err, sizeof err), 0);
    Settings back;
    settings_load(&back, path);
    assert_int_equal(back.purist, 1);
    assert_int_equal(back.assist[ASSIST_TILES], 0);
    assert_int_equal(back.assist[ASSIST_FEATURE], 1);
    remove(path);
    remove(dir);
}

/* The Hard bot's thinking time: 1 s by default, 0.5 to 5 s (NaN, 0.4, 6 refused), written
 * back; the hint is an assist like the others (purist switches it off). */
static void settings_hard_seconds(void **state)
{
    (void)state;
    Settings s;
    settings_default(&s);
    assert_true(s.hard_seconds == 1.0f);
    assert_true(settings_assist(&s, ASSIST_HINT));
    int bad = settings_parse(&s,
                             "hard_seconds 0.4\nhard_seconds 6\nhard_seconds nan\n"
                             "hard_seconds 2.5\nassist_hint 0\n",
                             "test");
    assert_int_equal(bad, 3);
    assert_true(s.hard_seconds == 2.5f);
    assert_false(settings_assist(&s, ASSIST_HINT));
    char dir[] = "/tmp/troubadour-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_int_equal(settings_save(&s, path, err, sizeof err), 0);
    Settings back;
    settings_load(&back, path);
    assert_true(back.hard_seconds == 2.5f);
    assert_int_equal(back.assist[ASSIST_HINT], 0);
    settings_parse(&back, "assist_hint 1\npurist 1\n", "test");
    assert_false(settings_assist(&back, ASSIST_HINT));
    remove(path);
    remove(dir);
}

/* The sound settings: volumes 0..100, music and mute 0 or 1, strictly; written back. Defaults:
 * full volumes, music off, not muted. */
static void settings_sound(void **state)
{
    (void)state;
    Settings s;
    settings_default(&s);
    assert_int_equal(s.volume[SETTINGS_VOL_MASTER], 100);
    assert_int_equal(s.music, 0);
    assert_int_equal(s.mute, 0);
    int bad = settings_parse(&s,
                             "volume_master 40\nvolume_effects 101\nvolume_music -1\n"
                             "volume_music 7x\nmusic 1\nmute 2\nmute 1\nvolume_effects 0\n",
                             "test");
    assert_int_equal(bad, 4); /* 101, -1, 7x, mute 2 */
    assert_int_equal(s.volume[SETTINGS_VOL_MASTER], 40);
    assert_int_equal(s.volume[SETTINGS_VOL_EFFECTS], 0);
    assert_int_equal(s.volume[SETTINGS_VOL_MUSIC], 100);
    assert_int_equal(s.music, 1);
    assert_int_equal(s.mute, 1);
    char dir[] = "/tmp/troubadour-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_int_equal(settings_save(&s, path, err, sizeof err), 0);
    Settings back;
    settings_load(&back, path);
    assert_int_equal(back.volume[SETTINGS_VOL_MASTER], 40);
    assert_int_equal(back.volume[SETTINGS_VOL_EFFECTS], 0);
    assert_int_equal(back.volume[SETTINGS_VOL_MUSIC], 100);
    assert_int_equal(back.music, 1);
    assert_int_equal(back.mute, 1);
    remove(path);
    remove(dir);
}

/* Play online's remembered choices: the Host port (1..65535, default 7447), the Join address
 * (printable, no space) and code (letters and digits); refused values keep the default;
 * written back. */
static void settings_online(void **state)
{
    (void)state;
    Settings s;
    settings_default(&s);
    assert_int_equal(s.online_port, 7447);
    assert_string_equal(s.online_address, "");
    int bad = settings_parse(&s,
                             "online_port 0\nonline_port 70000\nonline_port 9000\n"
                             "online_address friend.example:7447\nonline_code abc!\n"
                             "online_code K7M2PQRS\n",
                             "test");
    assert_int_equal(bad, 3); /* 0, 70000, abc! */
    assert_int_equal(s.online_port, 9000);
    assert_string_equal(s.online_address, "friend.example:7447");
    assert_string_equal(s.online_code, "K7M2PQRS");
    char dir[] = "/tmp/troubadour-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/settings.txt", dir);
    assert_int_equal(settings_save(&s, path, err, sizeof err), 0);
    Settings back;
    settings_load(&back, path);
    assert_int_equal(back.online_port, 9000);
    assert_string_equal(back.online_address, "friend.example:7447");
    assert_string_equal(back.online_code, "K7M2PQRS");
    remove(path);
    remove(dir);
}

/* The final screen's numbers on tests/scenarios/vl_json_breakdown.rec (its header comment
 * computes them): red roads 3, flowers 3, marketplace 3 during the game and a windmill of 5
 * tiles in final scoring = 14; blue roads 3, flowers 3, marketplace 7 = 13. */
static void final_table_numbers(void **state)
{
    (void)state;
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/tests/scenarios/vl_json_breakdown.rec",
             getenv("TROUBADOUR_DATA"));
    size_t len;
    char *text = io_read_file(path, &len, err, sizeof err);
    assert_non_null(text);
    RecordError re;
    Game *g = record_replay(test_tileset(), text, len, &re);
    free(text);
    assert_non_null(g);
    FinalTable t;
    final_table_build(&t, g);
    assert_int_equal(t.part[0][CAT_ROADS][0], 3);
    assert_int_equal(t.part[0][CAT_FLOWERS][0], 3);
    assert_int_equal(t.part[0][CAT_MARKETPLACE][0], 3);
    assert_int_equal(t.part[0][CAT_WINDMILLS][1], 5);
    assert_int_equal(t.total[0], 14);
    assert_int_equal(t.part[1][CAT_MARKETPLACE][0], 7);
    assert_int_equal(t.total[1], 13);
    assert_int_equal(t.rank[0], 1);
    assert_int_equal(t.rank[1], 2);
    assert_int_equal(t.curve[0][t.nturns], 14);
    int ev[16];
    assert_int_equal(final_events(g, ev, 16), 1);
    char line[200];
    assert_int_equal(final_event_text(g, &game_events(g)[ev[0]], 0, line, sizeof line), 5);
    assert_string_equal(line, "windmill 5 tiles");
    assert_int_equal(final_event_text(g, &game_events(g)[ev[0]], 1, line, sizeof line), 0);
    assert_string_equal(line, "");
    ScoreItem city = {0, CAT_CITIES, ITEM_TILES, 5, 2, 10};
    final_item_text(&city, line, sizeof line);
    assert_string_equal(line, "5 tiles \xc3\x97 2");
    ScoreItem pennant = {0, CAT_CITIES, ITEM_PENNANTS, 1, 1, 1};
    final_item_text(&pennant, line, sizeof line);
    assert_string_equal(line, "1 pennant \xc3\x97 1");
    game_free(g);
}

static void autosave_round_trip(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/autosave.rec", dir);
    Game *g = new_game(EXP_FARMERS | EXP_FESTIVAL, 8);
    Turn t;
    turn_init(&t, g);
    for (int i = 0; i < 6; i++) {
        if (turn_advance(&t) == TURN_UNPLACEABLE) {
            turn_discard(&t);
            continue;
        }
        Placement p;
        game_legal_placements(g, &p, 1);
        turn_place(&t, &p);
        turn_confirm(&t);
    }
    int bots[2] = {SEAT_HUMAN, bot_kind_find("random")};
    assert_int_equal(autosave_write(path, g, bots, err, sizeof err), 0);
    int back[2] = {7, 7};
    Game *r = autosave_read(path, test_tileset(), back, err, sizeof err);
    assert_non_null(r);
    assert_int_equal(back[0], SEAT_HUMAN);
    assert_int_equal(back[1], bot_kind_find("random"));
    assert_int_equal(game_placed_count(r), game_placed_count(g));
    assert_int_equal(game_score(r, 0), game_score(g, 0));
    char sum[256];
    assert_int_equal(autosave_summary(path, test_tileset(), sum, sizeof sum), 0);
    assert_non_null(strstr(sum, "2 players"));
    /* damaged: an illegal move is reported with the file and line, never trusted */
    FILE *f = fopen(path, "a");
    assert_non_null(f);
    fputs("U 50 50 0\n", f);
    fclose(f);
    Game *bad = autosave_read(path, test_tileset(), back, err, sizeof err);
    assert_null(bad);
    assert_non_null(strstr(err, "autosave.rec:"));
    assert_int_equal(autosave_summary(path, test_tileset(), sum, sizeof sum), -2);
    autosave_remove(path);
    assert_int_equal(autosave_summary(path, test_tileset(), sum, sizeof sum), -1);
    remove(dir);
    game_free(r);
    turn_free(&t);
    game_free(g);
}

static void options(void **state)
{
    (void)state;
    AppOptions o;
    char err[256];
    char *ok[] = {"troubadour", "--ui-scale", "1.5", "--size", "1024x700", "--seed", "99", NULL};
    assert_int_equal(app_options_parse(7, ok, &o, err, sizeof err), 0);
    assert_true(fabsf(o.ui_scale - 1.5f) < 1e-6f);
    assert_int_equal(o.width, 1024);
    assert_int_equal(o.height, 700);
    assert_int_equal(o.has_seed, 1);
    char *huge[] = {"troubadour", "--size", "99999x5", NULL};
    assert_int_equal(app_options_parse(3, huge, &o, err, sizeof err), -1);
    assert_non_null(strstr(err, "--size"));
    char *scale[] = {"troubadour", "--ui-scale", "9", NULL};
    assert_int_equal(app_options_parse(3, scale, &o, err, sizeof err), -1);
    char *unknown[] = {"troubadour", "--frobnicate", NULL};
    assert_int_equal(app_options_parse(2, unknown, &o, err, sizeof err), -1);
    assert_non_null(strstr(err, "--frobnicate"));
}

/* ---- stand-in tiles ---- */

static void sketch_anchor_hits_its_segment(void **state)
{
    (void)state;
    const Tileset *ts = test_tileset();
    for (int t = 0; t < ts->ntiles; t++)
        for (int rot = 0; rot < 4; rot++)
            for (int s = 0; s < ts->tile[t].nseg; s++) {
                float u, v;
                tile_sketch_anchor(&ts->tile[t], rot, s, &u, &v);
                int hit = tile_sketch_hit(&ts->tile[t], rot, u, v);
                /* every segment a figure may stand on can be clicked at its anchor */
                if (hit != s)
                    fail_msg("tile %s rot %d seg %d: the anchor %.2f %.2f hits %d", ts->tile[t].id,
                             rot * 90, s, (double)u, (double)v, hit);
            }
}

static int exists(const char *dir, const char *name)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    struct stat st;
    return stat(p, &st) == 0;
}

static void touch(const char *dir, const char *name)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    FILE *f = fopen(p, "w");
    assert_non_null(f);
    fclose(f);
}

/* Item 5 of issue 15: a temp file of a write killed midway goes at the next start; one of a
 * running process, and files that only look alike, stay. */
static void stale_temps_removed(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-userdir-XXXXXX";
    assert_non_null(mkdtemp(dir));
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) _exit(0);
    assert_int_equal(waitpid(child, NULL, 0), child); /* a PID that runs no more */
    char dead[64], mine[64];
    snprintf(dead, sizeof dead, "autosave.rec.tmp%ld", (long)child);
    snprintf(mine, sizeof mine, "autosave.rec.tmp%ld", (long)getpid());
    touch(dir, dead);
    touch(dir, mine);
    touch(dir, "notes.tmpx");
    touch(dir, "autosave.rec");
    assert_int_equal(userdir_clean_temps(dir), 1);
    assert_false(exists(dir, dead));
    assert_true(exists(dir, mine));
    assert_true(exists(dir, "notes.tmpx"));
    assert_true(exists(dir, "autosave.rec"));
    char p[512];
    const char *names[] = {mine, "notes.tmpx", "autosave.rec", "lock"};
    for (int i = 0; i < 4; i++) {
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        remove(p);
    }
    remove(dir);
}

/* Item 6: the user folder's lock is taken once; a second taker is told it is held. */
static void user_folder_lock(void **state)
{
    (void)state;
    char dir[] = "/tmp/troubadour-lock-XXXXXX";
    assert_non_null(mkdtemp(dir));
    int a = -1, b = -1;
    assert_int_equal(userdir_lock(dir, &a), 0);
    assert_true(a >= 0);
    assert_int_equal(userdir_lock(dir, &b), 1);
    assert_int_equal(b, -1);
    userdir_unlock(a);
    assert_int_equal(userdir_lock(dir, &b), 0);
    userdir_unlock(b);
    char p[512];
    snprintf(p, sizeof p, "%s/lock", dir);
    remove(p);
    remove(dir);
}

/* Item 1 of issue 15: the setup field drops control bytes and non-UTF-8, keeps 32
 * characters (a character of several bytes counts once), and the name is trimmed. */
static void player_names(void **state)
{
    (void)state;
    char a[GAME_NAME_MAX] = "\x1b]52;c;x\x07"
                            "Ann\x7f";
    assert_int_equal(player_name_clean(a), 1);
    assert_string_equal(a, "]52;c;xAnn");
    char b[GAME_NAME_MAX];
    memset(b, 'W', 40);
    b[40] = '\0';
    player_name_clean(b);
    assert_int_equal(strlen(b), 32);
    char c[GAME_NAME_MAX] = "Zo\xc3\xab\xff \xc2\x9b!";
    player_name_clean(c);
    assert_string_equal(c, "Zo\xc3\xab !");
    char e[GAME_NAME_MAX] = "";
    for (int i = 0; i < 20; i++) memcpy(e + 2 * i, "\xc3\xa9", 3);
    player_name_clean(e);
    assert_int_equal(strlen(e), 40); /* 20 characters of 2 bytes: all kept */
    char f[GAME_NAME_MAX] = "  Bo  b \t";
    player_name_trim(f);
    assert_string_equal(f, "Bo  b");
    char g[GAME_NAME_MAX] = "    ";
    player_name_trim(g);
    assert_string_equal(g, "");
    assert_int_equal(player_name_clean(f), 0);
}

/* vl_donkey_discard.rec's opening (RULES.md 4.4): the donkey on D; A(270) at -1 0 leaves
 * D's road open only at 1 0, where X (four road stubs) would close it in every rotation. */
#define DONKEY_OPENING                                                                             \
    "troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"                     \
    "flowers red=white blue=orange\ndeck A X B A\nA -1 0 270 follower E\n"

static void marks_last_move_per_player(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_OPENING "discard X\nB 0 1 0 donkey 0 1\n");
    LastMove m[GAME_MAX_PLAYERS];
    marks_last_moves(g, m);
    /* red: the tile at -1 0 and its follower; blue: B at 0 1 and the donkey onto it (its
     * discard before is not its last move) */
    assert_int_equal(m[0].history_index, 0);
    assert_true(m[0].has_tile);
    assert_int_equal(m[0].tile_x, -1);
    assert_int_equal(m[0].tile_y, 0);
    assert_int_equal(m[0].act.kind, ACT_FOLLOWER);
    assert_int_equal(m[1].history_index, 2);
    assert_true(m[1].has_tile);
    assert_int_equal(m[1].tile_x, 0);
    assert_int_equal(m[1].tile_y, 1);
    assert_int_equal(m[1].act.kind, ACT_DONKEY);
    assert_int_equal(m[1].act.x, 0);
    assert_int_equal(m[1].act.y, 1);
    game_free(g);
    /* red moves again: its mark moves to the new tile, with no figure */
    g = test_replay(DONKEY_OPENING "discard X\nB 0 1 0 donkey 0 1\nA 1 0 90\n");
    marks_last_moves(g, m);
    assert_int_equal(m[0].history_index, 3);
    assert_int_equal(m[0].tile_x, 1);
    assert_int_equal(m[0].tile_y, 0);
    assert_int_equal(m[0].act.kind, ACT_NONE);
    assert_int_equal(m[1].history_index, 2);
    game_free(g);
    /* nobody has moved: no marks */
    g = test_replay("troubadour-record 1\nplayers red blue\n");
    marks_last_moves(g, m);
    assert_int_equal(m[0].history_index, -1);
    assert_false(m[1].has_tile);
    game_free(g);
}

static void marks_donkey_blocked_spot(void **state)
{
    (void)state;
    Game *g = test_replay(DONKEY_OPENING);
    assert_int_equal(game_draw(g, -1), 0); /* X */
    BlockedSpot b[MARKS_MAX_BLOCKED];
    int n = marks_donkey_blocked(g, b, MARKS_MAX_BLOCKED);
    assert_int_equal(n, 1);
    assert_int_equal(b[0].x, 1);
    assert_int_equal(b[0].y, 0);
    assert_non_null(strstr(b[0].why, "complete a road the donkey stands on"));
    game_free(g);
    /* vl_err_donkey.rec: VL3 at 1 0 is refused at 90 only; 0 and 180 are legal there, so
     * the spot is not blocked */
    g = test_replay("troubadour-record 1\nplayers red blue\nexpansions farmers village-life\n"
                    "flowers red=white blue=orange\ndeck A VL3\nA -1 0 270\n");
    assert_int_equal(game_draw(g, -1), 0);
    n = marks_donkey_blocked(g, b, MARKS_MAX_BLOCKED);
    for (int i = 0; i < n; i++) assert_false(b[i].x == 1 && b[i].y == 0);
    game_free(g);
}

static void anim_settle_steps(void **state)
{
    (void)state;
    Anim a;
    anim_init(&a);
    anim_add_settle(&a, ANIM_TILE, 2, -1, -1);
    assert_true(anim_active(&a));
    assert_true(anim_settle_progress(&a, ANIM_TILE, 2, -1, -1) == 0.0f);
    assert_true(anim_settle_progress(&a, ANIM_FIGURE, 2, -1, -1) < 0); /* another kind */
    /* fixed 10 ms steps: 135 ms is 13 steps, 130 of ANIM_SETTLE_MS 260 */
    anim_update(&a, 135);
    assert_true(fabsf(anim_settle_progress(&a, ANIM_TILE, 2, -1, -1) - 0.5f) < 1e-6f);
    anim_update(&a, 125); /* 260: done */
    assert_true(anim_settle_progress(&a, ANIM_TILE, 2, -1, -1) < 0);
    assert_false(anim_active(&a));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(camera_round_trip),
        cmocka_unit_test(marks_last_move_per_player),
        cmocka_unit_test(marks_donkey_blocked_spot),
        cmocka_unit_test(anim_settle_steps),
        cmocka_unit_test(camera_zoom_keeps_cursor_point),
        cmocka_unit_test(camera_fit_shows_box),
        cmocka_unit_test(turn_place_undo_confirm),
        cmocka_unit_test(turn_plays_a_whole_game),
        cmocka_unit_test(settings_lines),
        cmocka_unit_test(settings_dpi_scale),
        cmocka_unit_test(settings_assists),
        cmocka_unit_test(settings_sound),
        cmocka_unit_test(settings_online),
        cmocka_unit_test(settings_hard_seconds),
        cmocka_unit_test(final_table_numbers),
        cmocka_unit_test(autosave_round_trip),
        cmocka_unit_test(options),
        cmocka_unit_test(sketch_anchor_hits_its_segment),
        cmocka_unit_test(stale_temps_removed),
        cmocka_unit_test(user_folder_lock),
        cmocka_unit_test(player_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
