#!/usr/bin/env bash
# Single writes of this checkout beside those of another commit, on the same machine: the two
# builds' bench/records.sh runs alternate (ROUNDS rounds, the other commit first in each), each run
# with its own JDBC floor, and a table of writes/s, the floor, their ratio, the latencies and the
# CPU time per write is printed at the end. The other commit is checked out as a git worktree
# under target/writes-vs/<commit> and built there (its first run takes a build). The register has
# no matching model in either build (-Dbench.matching=false: builds before it had none).
#
#   bench/writes-vs.sh 54fdade            # 3 rounds, 20,000 records, 60 s of writes each
#   ROUNDS=1 WRITE_SECONDS=20 bench/writes-vs.sh 54fdade
set -euo pipefail
cd "$(dirname "$0")/.."
other=${1:?usage: bench/writes-vs.sh <commit>}
rounds=${ROUNDS:-3}
here=$(pwd)
tree="$here/target/writes-vs/$other"
logs="$here/target/writes-vs/logs-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$logs"
git worktree prune
if [[ ! -d "$tree" ]]; then
  git worktree add -q --detach "$tree" "$other"
fi
opts=(20000 "-Dbench.writeSeconds=${WRITE_SECONDS:-60}" "-Dbench.writeWarmupSeconds=${WARMUP_SECONDS:-30}"
  -Dbench.batchRounds=1 -Dbench.batchSeconds=5 -Dbench.batchWarmupSeconds=5
  -Dbench.warmup=300 -Dbench.requests=300 -Dbench.matching=false)
for round in $(seq 1 "$rounds"); do
  for build in other this; do
    dir=$tree
    [[ $build == this ]] && dir=$here
    echo "round $round: $build ($(git -C "$dir" rev-parse --short HEAD)) ..."
    (cd "$dir" && bench/records.sh "${opts[@]}" > "$logs/$build-$round.log" 2>&1) \
      || echo "  the run of $build answered $? (see $logs/$build-$round.log)"
  done
done
python3 - "$logs" <<'PY'
import glob, re, sys
logs = sys.argv[1]
print("| Round | Build | Commit | Writes/s | JDBC floor rows/s | Writes / floor | p50 ms | p99 ms"
      " | JVM CPU ms/write (JIT excluded) | PostgreSQL CPU ms/write |")
print("|---|---|---|---|---|---|---|---|---|---|")
def key(path):
    build, rnd = path.rsplit("/", 1)[1][:-4].split("-")
    return (int(rnd), build != "other")
for path in sorted(glob.glob(logs + "/*-*.log"), key=key):
    t = open(path).read()
    build, rnd = path.rsplit("/", 1)[1][:-4].split("-")
    w = re.search(r"\[bench\] Single writes \(POST.*?: ([\d,]+) requests, ([\d,]+)/s, p50 ([\d.]+) ms,"
                  r" p90 [\d.]+ ms, p99 ([\d.]+) ms", t)
    f = re.search(r"\[bench\] JDBC inserts into \w+, one commit per row: [\d,]+ requests, ([\d,]+)/s", t)
    c = re.search(r"\| Single writes over HTTP \| [\d.]+ \| ([\d.]+) \| [\d.]+ / ([\d.]+) \| ([\d.]+) \|", t)
    commit = re.search(r"on commit `(\w+)`", t)
    if not (w and f and c):
        print(f"| {rnd} | {build} | (no result: see {path}) |")
        continue
    n = int(w.group(1).replace(",", ""))
    rate = int(w.group(2).replace(",", ""))
    floor = int(f.group(1).replace(",", ""))
    jvm = (float(c.group(1)) - float(c.group(2))) * 1000 / n
    pg = float(c.group(3)) * 1000 / n
    print(f"| {rnd} | {build} | `{commit.group(1) if commit else '?'}` | {rate:,} | {floor:,}"
          f" | {100 * rate / floor:.2f} % | {w.group(3)} | {w.group(4)} | {jvm:.2f} | {pg:.2f} |")
PY
echo "Logs in $logs"
