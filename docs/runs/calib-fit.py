#!/usr/bin/env python3
"""Fits, per stage of the game (tiles left), the margin a player still gains to the end
(final score less score now, the first player's less the second's) on the differences of the
evaluation's parts (calib.c's output), by least squares with an intercept. A coefficient of 1
means the part is worth, on average, what the evaluation says; the standard errors are
clustered by game (the positions of one game are not independent).

usage: calib-fit.py CALIB_OUTPUT"""
import math
import sys

PARTS = ["supply", "mill", "city", "road", "monastery", "field"]
STAGES = [(80, 200), (50, 80), (25, 50), (10, 25), (0, 10)]
K = 1 + len(PARTS)


def solve(a, b):
    """x with a x = b, and a's inverse (Gauss-Jordan with pivoting)."""
    m = len(a)
    aug = [a[i][:] + [b[i]] + [float(i == j) for j in range(m)] for i in range(m)]
    for c in range(m):
        piv = max(range(c, m), key=lambda r: abs(aug[r][c]))
        aug[c], aug[piv] = aug[piv], aug[c]
        d = aug[c][c]
        if abs(d) < 1e-12:
            return None, None
        aug[c] = [v / d for v in aug[c]]
        for r in range(m):
            if r != c and aug[r][c] != 0:
                f = aug[r][c]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
    return [aug[i][m] for i in range(m)], [aug[i][m + 1:] for i in range(m)]


def rows(path, final):
    for line in open(path):
        p = line.split()
        if p[0] != "S":
            continue
        g, tl, s0, s1 = int(p[1]), int(p[2]), float(p[3]), float(p[4])
        c = [float(v) for v in p[5:5 + 2 * len(PARTS)]]
        f = final[g]
        y = (f[0] - s0) - (f[1] - s1)
        x = [1.0] + [c[k] - c[len(PARTS) + k] for k in range(len(PARTS))]
        yield g, tl, x, y


def stage_of(tl):
    for s in STAGES:
        if s[0] <= tl < s[1]:
            return s
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    final = {}
    for line in open(sys.argv[1]):
        p = line.split()
        if p[0] == "F":
            final[int(p[1])] = [int(v) for v in p[2:]]
    xtx = {s: [[0.0] * K for _ in range(K)] for s in STAGES}
    xty = {s: [0.0] * K for s in STAGES}
    n = {s: 0 for s in STAGES}
    for g, tl, x, y in rows(sys.argv[1], final):
        s = stage_of(tl)
        for i in range(K):
            xty[s][i] += x[i] * y
            for j in range(K):
                xtx[s][i][j] += x[i] * x[j]
        n[s] += 1
    fit = {}
    for s in STAGES:
        keep = [i for i in range(K) if xtx[s][i][i] > 1e-9]
        beta, inv = solve([[xtx[s][i][j] for j in keep] for i in keep], [xty[s][i] for i in keep])
        fit[s] = (keep, beta, inv)
    # clustered by game: the sum over games of (X_g' e_g)(X_g' e_g)'
    meat = {s: [[0.0] * K for _ in range(K)] for s in STAGES}
    score = {}
    for g, tl, x, y in rows(sys.argv[1], final):
        s = stage_of(tl)
        keep, beta, _ = fit[s]
        e = y - sum(b * x[i] for b, i in zip(beta, keep))
        v = score.setdefault((g, s), [0.0] * K)
        for i in keep:
            v[i] += x[i] * e
    for (g, s), v in score.items():
        for i in range(K):
            for j in range(K):
                meat[s][i][j] += v[i] * v[j]
    print("stage (tiles left)  positions  " + "  ".join(f"{p:>12}" for p in PARTS))
    for s in STAGES:
        keep, beta, inv = fit[s]
        cov = [[sum(inv[a][k] * meat[s][keep[k]][keep[l]] * inv[l][b] for k in range(len(keep))
                    for l in range(len(keep))) for b in range(len(keep))] for a in range(len(keep))]
        cells = []
        for i in range(1, K):
            if i in keep:
                a = keep.index(i)
                cells.append(f"{beta[a]:5.2f} ({math.sqrt(cov[a][a]):.2f})")
            else:
                cells.append("-")
        print(f"{s[0]:>3}-{s[1] - 1:<3}             {n[s]:>9}  " + "  ".join(f"{c:>12}" for c in cells))


main()
