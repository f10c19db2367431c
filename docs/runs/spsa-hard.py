#!/usr/bin/env python3
"""SPSA of Hard's evaluation weights for Hard's own horizon (issue 18, tenth round).

Usage: spsa-hard.py TROUBADOUR_CLI WORKDIR   (environment: K, P, C, A, STEPS, SEED0, RSEED)
       spsa-hard.py --analyse SPSA_LOG

Each step draws a random sign per weight and plays Hard with every weight multiplied by
exp(+C*sign) against Easy, and Hard with exp(-C*sign) against Easy, K games each on the same
fresh seed (SEED0 + 1000*step), P playouts a decision, --plan all, the two matches side by
side on two cores. With d the first Hard's mean margin minus the second's, every weight is
multiplied by exp(A * d * sign / (2C)). One line per step goes to WORKDIR/spsa.log (both
means, their losses, the weights after the step); WORKDIR/state.json lets a stopped run go
on; a file WORKDIR/stop stops it after the step under way. follower_decay stays below 0.99
and return_share at most 1. This is the script that wrote docs/runs/spsa-hard-300.log
(K 16, P 300, C 0.15, A 0.0004, SEED0 700000, RSEED 1; 165 steps).

--analyse prints, per weight, where it started and ended, its geometric mean over the second
half of the steps, and the mean of d * sign over the steps (the margin one weight at +C gives
over the same weight at -C, the others random), with its standard error."""
import json, math, os, random, statistics, subprocess, sys

W = dict(beta=0.02, beta_area=0.013, front_decay=0.13, donkey_block=0.5, follower=4.6,
         follower_decay=0.75, follower_horizon=8, return_share=0.8, field_city=0.92,
         windmill_supply=5.7, free_fill=0.4, market_closed=0.6, contest=0.15)
CAP = dict(follower_decay=0.99, return_share=1.0)


def analyse(path):
    prev, traj, ds, signs = dict(W), [], [], {k: [] for k in W}
    for line in open(path):
        if not line.startswith("step"):
            continue
        head, tail = line.split("|")
        d = float(head.split()[9])
        w = {kv.split("=")[0]: float(kv.split("=")[1]) for kv in tail.strip().split(",")}
        for k in W:  # the sign a weight was pushed by, from the way it moved
            ch = math.log(w[k] / prev[k])
            signs[k].append(0 if d == 0 or abs(ch) < 1e-12 else 1 if (ch > 0) == (d > 0) else -1)
        ds.append(d)
        traj.append(w)
        prev = w
    n = len(ds)
    print("%d steps, d: mean %+.2f, standard deviation %.2f" % (n, statistics.mean(ds),
                                                                 statistics.pstdev(ds)))
    for k in W:
        g = [d * s for d, s in zip(ds, signs[k]) if s]
        mean2 = math.exp(statistics.mean(math.log(t[k]) for t in traj[n // 2:]))
        print("%-17s %-7g -> %-9.4g second half %-9.4g +C vs -C %+.2f (SE %.2f)" % (
            k, W[k], prev[k], mean2, statistics.mean(g),
            statistics.pstdev(g) / math.sqrt(len(g))))


if len(sys.argv) == 3 and sys.argv[1] == "--analyse":
    analyse(sys.argv[2])
    sys.exit(0)
B, DIR = sys.argv[1], sys.argv[2]
K = int(os.environ.get("K", 16))
P = int(os.environ.get("P", 300))
C = float(os.environ.get("C", 0.15))
A = float(os.environ.get("A", 0.0004))
STEPS = int(os.environ.get("STEPS", 1000))
SEED0 = int(os.environ.get("SEED0", 700000))
rng = random.Random(int(os.environ.get("RSEED", 1)))
state = os.path.join(DIR, "state.json")
step0 = 0
if os.path.exists(state):
    s = json.load(open(state))
    W, step0 = s["w"], s["step"]
    rng.setstate(tuple(tuple(x) if isinstance(x, list) else x for x in s["rng"]))
out = open(os.path.join(DIR, "spsa.log"), "a")


def setstr(w):
    return ",".join("%s=%.6g" % (k, v) for k, v in w.items())


def margins(logf):
    """Hard's margin in each game line of an arena log."""
    m = []
    for line in open(logf):
        if not line.startswith("game "):
            continue
        f = line.split("|")[0].split(":", 1)[1].split()
        sc = {f[0].rstrip("+"): int(f[1]), f[2].rstrip("+"): int(f[3])}
        m.append(sc["hard"] - sc["easy"])
    return m


for step in range(step0, STEPS):
    if os.path.exists(os.path.join(DIR, "stop")):
        break
    sg = {k: rng.choice((-1, 1)) for k in W}
    wp = {k: min(CAP.get(k, 1e9), v * math.exp(C * sg[k])) for k, v in W.items()}
    wm = {k: min(CAP.get(k, 1e9), v * math.exp(-C * sg[k])) for k, v in W.items()}
    seed = SEED0 + step * 1000
    procs, logs = [], []
    for tag, w in (("p", wp), ("m", wm)):
        lf = os.path.join(DIR, "g%s.log" % tag)
        if os.path.exists(lf):
            os.remove(lf)
        logs.append(lf)
        procs.append(subprocess.Popen(
            [B, "arena", "--bots", "hard,easy", "--games", str(K), "--expansions", "all",
             "--seed", str(seed), "--playouts", str(P), "--jobs", "1", "--plan", "all",
             "--set", "1:" + setstr(w), "--log", lf],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
    for p in procs:
        p.wait()
    mp, mm = margins(logs[0]), margins(logs[1])
    if len(mp) != K or len(mm) != K:
        print("step %d: short logs %d %d" % (step, len(mp), len(mm)), file=out, flush=True)
        break
    d = sum(mp) / K - sum(mm) / K
    for k in W:
        W[k] = min(CAP.get(k, 1e9), W[k] * math.exp(A * d * sg[k] / (2 * C)))
    print("step %d seed %d M+ %.1f M- %.1f d %+.1f lost+ %d lost- %d | %s" % (
        step, seed, sum(mp) / K, sum(mm) / K, d, sum(x <= 0 for x in mp),
        sum(x <= 0 for x in mm), setstr(W)), file=out, flush=True)
    json.dump({"w": W, "step": step + 1, "rng": rng.getstate()}, open(state, "w"))
