/* libFuzzer target: the settings.txt parser. Whatever the file holds, parsing must not crash
 * and every value it keeps must be inside its documented range (a damaged file is never
 * fatal). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    Settings s;
    settings_default(&s);
    settings_parse(&s, text, "fuzz.txt");
    free(text);
    if (!(s.ui_scale >= 0.75f && s.ui_scale <= 3.0f)) abort();
    if (s.fullscreen < 0 || s.fullscreen > 1) abort();
    if (s.anim_speed < 0 || s.anim_speed > 2) abort();
    if (s.window_w != 0 && (s.window_w < 320 || s.window_w > 16384)) abort();
    if (s.window_h != 0 && (s.window_h < 240 || s.window_h > 16384)) abort();
    for (int i = 0; i < ASSIST_COUNT; i++)
        if (s.assist[i] != 0 && s.assist[i] != 1) abort();
    if (s.purist != 0 && s.purist != 1) abort();
    for (int i = 0; i < SETTINGS_VOL_COUNT; i++)
        if (s.volume[i] < 0 || s.volume[i] > 100) abort();
    if (s.music != 0 && s.music != 1) abort();
    if (s.mute != 0 && s.mute != 1) abort();
    if (!(s.hard_seconds >= 0.49f && s.hard_seconds <= 5.01f)) abort();
    return 0;
}
