/* Moves, actions and steps in words through the committed header (C ABI 7): the texts in English and
 * Simplified Chinese, as UTF-8 ending in a NUL, the size query and a too-small buffer, and the refusals.
 * The expected words are the string tables' (i18n/en.toml, i18n/zh-Hans.toml), written out here. */
#include <string.h>

#include "check.h"

#if PD_TESTED_ABI >= 7
static PdMove load(uint32_t priests, uint32_t devils) {
    PdMove m;
    m.priests = priests;
    m.devils = devils;
    return m;
}

/* Asserts that `buf` holds `expected` and its NUL, and that `len` counts both. */
static void check_text(const char *buf, size_t len, const char *expected) {
    CHECK(len == strlen(expected) + 1);
    CHECK(strcmp(buf, expected) == 0);
}
#endif

void test_describe(void) {
#if PD_TESTED_ABI >= 7
    char buf[128];
    size_t len = 0;
    CHECK_STATUS(pd_describe_move(PD_LANGUAGE_ENGLISH, load(1, 2), buf, sizeof buf, &len), PD_STATUS_OK);
    check_text(buf, len, "1 priest and 2 devils");
    CHECK_STATUS(pd_describe_move(PD_LANGUAGE_SIMPLIFIED_CHINESE, load(0, 2), buf, sizeof buf, &len),
                 PD_STATUS_OK);
    check_text(buf, len, "2\xe4\xb8\xaa\xe9\xad\x94\xe9\xac\xbc"); /* 2个魔鬼 */
    CHECK_STATUS(pd_describe_move(PD_LANGUAGE_ENGLISH, load(0, 0), buf, sizeof buf, &len), PD_STATUS_OK);
    check_text(buf, len, "nobody");

    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_UNBOARD_DEVIL, buf, sizeof buf, &len),
                 PD_STATUS_OK);
    check_text(buf, len, "Land a devil");
    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_SIMPLIFIED_CHINESE, PD_ACTION_KIND_SAIL, buf, sizeof buf, &len),
                 PD_STATUS_OK);
    check_text(buf, len, "\xe5\xbc\x80\xe8\x88\xb9"); /* 开船 */

    CHECK_STATUS(pd_describe_step(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_BOARD_PRIEST, load(1, 1), 11, buf, sizeof buf,
                                  &len),
                 PD_STATUS_OK);
    check_text(buf, len, "Board a priest (this crossing carries 1 priest and 1 devil; 11 crossings to go)");
    CHECK_STATUS(pd_describe_step(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_SAIL, load(0, 1), 1, buf, sizeof buf, &len),
                 PD_STATUS_OK);
    check_text(buf, len, "Sail (this crossing carries 1 devil; 1 crossing to go)");
    CHECK_STATUS(pd_describe_step(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_NONE, load(0, 0), 0, buf, sizeof buf, &len),
                 PD_STATUS_OK);
    check_text(buf, len, "Already won");

    /* The size query, then a buffer one byte short: only the size is written. */
    size_t need = 0;
    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_SAIL, NULL, 0, &need),
                 PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(need == strlen("Sail") + 1);
    memset(buf, 'x', sizeof buf);
    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_SAIL, buf, need - 1, &len),
                 PD_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == need && buf[0] == 'x');
    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_ENGLISH, PD_ACTION_KIND_SAIL, buf, need, &len), PD_STATUS_OK);
    check_text(buf, len, "Sail");

    /* Refusals: NULL first, then the language and the action kind, then the buffer. */
    CHECK_STATUS(pd_describe_move(PD_LANGUAGE_ENGLISH, load(1, 0), buf, sizeof buf, NULL), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_describe_move(PD_LANGUAGE_ENGLISH, load(1, 0), NULL, 4, &len), PD_STATUS_NULL_POINTER);
    CHECK_STATUS(pd_describe_move(2, load(1, 0), NULL, 0, &len), PD_STATUS_INVALID_LANGUAGE);
    CHECK_STATUS(pd_describe_action(PD_LANGUAGE_ENGLISH, 6, NULL, 0, &len), PD_STATUS_INVALID_ACTION_KIND);
    CHECK_STATUS(pd_describe_step(UINT32_MAX, PD_ACTION_KIND_SAIL, load(1, 0), 1, NULL, 0, &len),
                 PD_STATUS_INVALID_LANGUAGE);
    CHECK_STATUS(pd_describe_step(PD_LANGUAGE_ENGLISH, UINT32_MAX, load(1, 0), 1, NULL, 0, &len),
                 PD_STATUS_INVALID_ACTION_KIND);
#endif
}
