#!/bin/sh
# troubadour-cli arena --log: a long match cut into sittings. A run stopped by a kill and
# resumed, or played in two sittings, sums to the same figures as the same run uncut; the
# log holds every game once; a log of other settings, a damaged line, a game twice, a zero
# byte or a folder is refused with the log left as it was, and nothing raw on the terminal;
# a last line cut off in its writing is dropped and its game played again.
# usage: arena_log_test.sh TROUBADOUR_CLI WORKDIR SOURCE_DIR
. "$(cd "$(dirname "$0")" && pwd)/cli_test_lib.sh"
fail() { echo "FAIL $1"; fails=$((fails + 1)); }
ok() { echo "ok   $1"; }
# the bot rows of a summary (win rate, interval, score, margin), not the speed columns
rows() { grep -E '^[0-9] ' "$1" | awk '{print $1, $2, $3, $4, $6, $7, $8}'; }
RUN="arena --bots easy,random --expansions all --seed 40"

"$CLI" $RUN --games 12 >whole.out 2>&1 || fail "the uncut run failed"
rows whole.out >whole.rows
[ "$(wc -l <whole.rows)" -eq 2 ] || fail "the uncut run printed no bot rows"

# two sittings: 5 games, then the run grown to 12 (with 2 jobs)
"$CLI" $RUN --games 5 --log two.log >a.out 2>&1 || fail "the first sitting failed"
"$CLI" $RUN --games 12 --jobs 2 --log two.log >b.out 2>&1 || fail "the second sitting failed"
grep -q "log two.log: 5 games read from it, 7 played now" b.out &&
    rows b.out | cmp -s - whole.rows && ok "two sittings sum to the uncut run" ||
    fail "two sittings do not sum to the uncut run"
[ "$(grep -c '^game ' two.log)" -eq 12 ] &&
    [ "$(grep '^game ' two.log | awk '{print $2}' | sort -n | uniq | wc -l)" -eq 12 ] &&
    ok "the log holds the 12 games once each" || fail "the log does not hold each game once"
head -1 two.log | grep -qx '# troubadour-cli arena log: --bots easy,random --expansions all --seed 40 --playouts 300' ||
    fail "the log's first line does not name the run's settings"

# a sitting killed at an unknown moment, then resumed: the same figures
"$CLI" $RUN --games 12 --log kill.log >/dev/null 2>&1 &
pid=$!
sleep 0.3
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
"$CLI" $RUN --games 12 --log kill.log >k.out 2>k.err || fail "resuming after a kill failed"
rows k.out | cmp -s - whole.rows && [ "$(grep -c '^game ' kill.log)" -eq 12 ] &&
    ok "killed and resumed: the uncut run's figures ($(sed -n 2p k.out))" ||
    fail "killed and resumed: not the uncut run's figures"

# a last line cut off in its writing: dropped, its game played again
size=$(wc -c <two.log)
head -c $((size - 9)) two.log >cut.log
"$CLI" $RUN --games 12 --log cut.log >c.out 2>c.err || fail "a cut-off last line: the run failed"
grep -q "its last line was cut off" c.err && grep -q "11 games read from it, 1 played now" c.out &&
    rows c.out | cmp -s - whole.rows &&
    [ "$(grep '^game ' cut.log | sed 's/ |.*//' | sort)" = "$(grep '^game ' two.log | sed 's/ |.*//' | sort)" ] &&
    ok "a cut-off last line is dropped and its game played again" ||
    fail "a cut-off last line is not handled"

# fewer games than the log holds: the first ones only, the rest said
"$CLI" $RUN --games 5 --log two.log >f.out 2>&1 || fail "a shorter run from the log failed"
"$CLI" $RUN --games 5 >f5.out 2>&1
rows f5.out >f5.rows
rows f.out | cmp -s - f5.rows && grep -q "7 past --games left out" f.out &&
    ok "a shorter run counts the log's first games" || fail "a shorter run from the log"

# --no-play: the summary of the log's games as they are, nothing played or written
"$CLI" $RUN --games 5 --log np.log >/dev/null 2>&1
before=$(cksum <np.log)
"$CLI" $RUN --games 200 --log np.log --no-play >np.out 2>&1 || fail "--no-play failed"
grep -q "^arena: 5 games," np.out && grep -q "5 games read from it, 0 played now" np.out &&
    rows np.out | cmp -s - f5.rows && [ "$(cksum <np.log)" = "$before" ] &&
    ok "--no-play sums the log's 5 games of 200 and changes nothing" || fail "--no-play"
head -c $(($(wc -c <np.log) - 9)) np.log >npcut.log
before=$(cksum <npcut.log)
"$CLI" $RUN --games 200 --log npcut.log --no-play >np.out 2>np.err
grep -q "^arena: 4 games," np.out && grep -q "cut off (the run stopped while writing it): not counted" np.err &&
    [ "$(cksum <npcut.log)" = "$before" ] && ok "--no-play leaves a cut-off last line as it is" ||
    fail "--no-play and a cut-off last line"
"$CLI" $RUN --games 5 --no-play >np.out 2>np.err
[ $? -eq 1 ] && grep -q "no-play needs --log FILE" np.err && ok "--no-play without --log is refused" ||
    fail "--no-play without --log"
"$CLI" $RUN --games 5 --log none.log --no-play >np.out 2>np.err
[ $? -eq 1 ] && [ ! -e none.log ] && grep -q "none.log: cannot open" np.err &&
    ok "--no-play with no log: refused, nothing created" || fail "--no-play with no log"

# refusals: status 1, a message, the log unchanged, nothing raw
refused() { # NAME LOG TEXT ARGS...
    name=$1 log=$2 text=$3
    shift 3
    before=$(cksum <"$log" 2>/dev/null)
    "$CLI" "$@" --log "$log" >r.out 2>r.err
    rc=$?
    if [ "$rc" -ne 1 ]; then fail "$name: status $rc, expected 1"
    elif ! grep -qF -- "$text" r.err; then fail "$name: no \"$text\""; sed 's/^/  | /' r.err | cat -v
    elif grep -q "$ESC" r.err; then fail "$name: a raw ESC on stderr"
    elif [ "$(cksum <"$log" 2>/dev/null)" != "$before" ]; then fail "$name: the log was changed"
    else ok "$name: $(head -1 r.err)"
    fi
}
refused "another seed" two.log "is the log of another run" $RUN --games 12 --seed 41
refused "other bots" two.log "is the log of another run" arena --bots easy,easy --expansions all --seed 40 --games 12
refused "other parameters" two.log "is the log of another run" $RUN --games 12 --set 1:beta=0.03
sed "3s/.*/game 2: random 3 easy 9${ESC}]0;x/" two.log >bad.log
refused "a damaged game line" bad.log "bad.log line 3: not a game line of this run" $RUN --games 12
sed 's/^game 2: random \([0-9]*\) easy/game 2: easy \1 random/' two.log >seat.log
refused "a game line with the seats swapped" seat.log "line 4: not a game line" $RUN --games 12
{ cat two.log; grep '^game 3:' two.log; } >twice.log
refused "a game twice" twice.log "game 3 again" $RUN --games 12
{ head -3 two.log; printf 'game 3: easy 1\000 random 2\n'; tail -n +5 two.log; } >zero.log
refused "a zero byte" zero.log "line 4: holds a zero byte" $RUN --games 12
printf 'scores of my games\ngame 1: easy 1 random 2\n' >foreign.log
refused "not a log" foreign.log "is not an arena log" $RUN --games 12
mkdir -p dir.log
refused "a folder" dir.log "dir.log: not a regular file" $RUN --games 12
awk 'BEGIN { while (i++ < 1100) printf "#"; print "" }' >long.log
refused "a line of 1100 characters" long.log "longer than 1023 characters" $RUN --games 12

# --plan: after its placement a bot plays the action it planned with it, as the game's bots do,
# and that is no decision of its budget: a turn is then one decision (the placement) where it
# was two (the placement and the action), so the planning bot's decisions fall to about half
# of the same seat's in the run without --plan (tokens and discards are decisions in both)
PLAN="arena --bots easy,random --expansions all --seed 40 --games 2"
"$CLI" $PLAN --log noplan.log >/dev/null 2>&1 || fail "the run without --plan failed"
"$CLI" $PLAN --plan 1 --log plan.log >plan.out 2>&1 || fail "--plan 1 failed"
# decisions of a bot in a game line: the field after " | " of the seat the bot sat in
decisions() { # LOG BOT
    grep '^game ' "$1" | awk -v bot="$2" -F' [|] ' '{
        split($1, w, " "); n = 0
        for (i = 3; i <= length(w); i += 2) { n++; if (w[i] == bot) s = n }
        split($(s + 1), d, " "); print d[1] }'
}
for bot in easy random; do
    decisions noplan.log $bot >np.$bot
    decisions plan.log $bot >p.$bot
    paste np.$bot p.$bot >$bot.dec
done
[ "$(wc -l <easy.dec)" -eq 2 ] &&
    awk '{ if (!($2 > 0.4 * $1 && $2 < 0.65 * $1)) bad = 1 } END { exit bad }' easy.dec &&
    awk '{ if (!($2 > 0.85 * $1 && $2 < 1.15 * $1)) bad = 1 } END { exit bad }' random.dec &&
    head -1 plan.log | grep -qx '# troubadour-cli arena log: --bots easy,random --expansions all --seed 40 --playouts 300 --plan 1' &&
    grep -q -- "--plan 1," plan.out &&
    ok "--plan 1: easy decides about half as often ($(tr '\t\n' '/ ' <easy.dec)), random as before ($(tr '\t\n' '/ ' <random.dec))" ||
    fail "--plan 1: easy's decisions $(tr '\t\n' '/ ' <easy.dec), random's $(tr '\t\n' '/ ' <random.dec)"
"$CLI" $PLAN --plan all --log planall.log >/dev/null 2>&1 && head -1 planall.log | grep -q -- '--plan all$' &&
    ok "--plan all is named in the log" || fail "--plan all"
refused "a sitting without --plan on a --plan log" plan.log "is the log of another run" $PLAN
refused "a sitting with --plan on a log without" noplan.log "is the log of another run" $PLAN --plan 1
for bad in 0 3 1, x "" " 1" 1,,2 -1; do
    "$CLI" $PLAN --plan "$bad" >r.out 2>r.err
    [ $? -eq 1 ] && grep -q -- "--plan needs all or bot numbers from 1 to 2" r.err ||
        fail "--plan '$bad' is not refused"
done

# notes and empty lines are kept and skipped
{ cat two.log; echo "# a note"; echo; } >notes.log
"$CLI" $RUN --games 12 --log notes.log >n.out 2>&1 && rows n.out | cmp -s - whole.rows &&
    ok "notes and empty lines are skipped" || fail "notes and empty lines"

echo "arena_log: $fails failure(s)"
[ "$fails" -eq 0 ]
