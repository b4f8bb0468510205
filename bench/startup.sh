#!/usr/bin/env bash
# Startup benchmark of the packaged server (target/platform-mdm.jar); builds nothing itself.
#
#   mvn -q -DskipTests package && bench/startup.sh
#
# Two series of RUNS runs each (default 5):
#   first start   - empty data directory (a new one each run): includes initdb of the embedded
#                   PostgreSQL, the Flyway migrations and the creation of user admin;
#   warm restart  - the same, already initialized data directory each run.
# For each run: milliseconds from launching `java -jar` until GET /actuator/health answers 200,
# and the resident memory (VmRSS) and CPU time (user + system) of the java process right after
# that. Then SIGTERM and wait. CPU time shows whether a slow run was slow because other processes
# competed for the CPUs or because the server did more work; other_cpu_ms is the CPU time the rest
# of the machine used meanwhile (the embedded PostgreSQL's share included, a few seconds at most
# on an idle machine): a large value means the run was slowed by other load. Before each run the
# script waits, up to IDLE_WAIT_S seconds, until the machine is at least 90 % idle over 3 s.
# Environment: RUNS (default 5), JAR (default target/platform-mdm.jar), JAVA (default java from
# JAVA_HOME or PATH), JAVA_OPTS (JVM options, default none), TIMEOUT_S (per start, default 120),
# IDLE_WAIT_S (default 60; 0 = do not wait).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAR="${JAR:-$ROOT/target/platform-mdm.jar}"
RUNS="${RUNS:-5}"
TIMEOUT_S="${TIMEOUT_S:-120}"
IDLE_WAIT_S="${IDLE_WAIT_S:-60}"
if [[ -n "${JAVA:-}" ]]; then
  :
elif [[ -n "${JAVA_HOME:-}" ]]; then
  JAVA="$JAVA_HOME/bin/java"
else
  JAVA=java
fi

if [[ ! -f "$JAR" ]]; then
  echo "No $JAR: build it first with 'mvn -q -DskipTests package' (in $ROOT)." >&2
  exit 1
fi
for tool in curl "$JAVA"; do
  command -v "$tool" >/dev/null || { echo "'$tool' is needed and not found" >&2; exit 1; }
done

WORK="$(mktemp -d "${TMPDIR:-/tmp}/mdm-bench.XXXXXX")"
SERVER_PID=""

cleanup() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  # A postgres of one of our data directories still running (only after a failure): stop it.
  for pidfile in "$WORK"/*/data/postgres/postmaster.pid; do
    [[ -f "$pidfile" ]] || continue
    pg_pid="$(head -n 1 "$pidfile")"
    if [[ -n "$pg_pid" ]] && tr '\0' ' ' <"/proc/$pg_pid/cmdline" 2>/dev/null \
        | grep -q -- "-D $(dirname "$pidfile")"; then
      kill -INT "$pg_pid" 2>/dev/null || true
    fi
  done
  rm -rf "$WORK"
}
trap cleanup EXIT

CLK_TCK="$(getconf CLK_TCK)"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

free_port() {
  local port
  while :; do
    port=$(( 20000 + RANDOM % 40000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
}

# Busy and idle clock ticks of the whole machine so far (first line of /proc/stat).
cpu_ticks_busy_idle() {
  awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $5 + $6; exit }' /proc/stat
}

wait_for_idle() {
  (( IDLE_WAIT_S > 0 )) || return 0
  local deadline=$(( $(date +%s) + IDLE_WAIT_S )) b1 i1 b2 i2
  while :; do
    read -r b1 i1 < <(cpu_ticks_busy_idle)
    sleep 3
    read -r b2 i2 < <(cpu_ticks_busy_idle)
    (( (i2 - i1) * 100 >= 90 * (b2 - b1 + i2 - i1) )) && return 0
    if (( $(date +%s) >= deadline )); then
      echo "note: the machine was still busy after ${IDLE_WAIT_S}s; measuring anyway" >&2
      return 0
    fi
  done
}

median() {
  sort -n | awk '{ v[NR] = $1 } END {
    if (NR == 0) { print "-"; exit }
    if (NR % 2) { print v[(NR + 1) / 2] } else { printf "%d\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }
  }'
}

# run_once <instance dir>: sets RUN_MS (ms to healthy), RUN_RSS (VmRSS in MiB), RUN_CPU (ms of
# CPU time the java process used until then) and RUN_OTHER (ms of CPU time everything else used)
run_once() {
  local dir="$1" port log start deadline code rss_kb cpu_ticks elapsed busy0 busy1 idle
  mkdir -p "$dir"
  wait_for_idle
  port="$(free_port)"
  log="$dir/server-$(date +%s%N).log"
  read -r busy0 idle < <(cpu_ticks_busy_idle)
  start="$(now_ms)"
  (
    cd "$dir"
    # shellcheck disable=SC2086 # JAVA_OPTS holds several words on purpose
    exec env -u SPRING_DATASOURCE_URL -u PLATFORM_ADMIN_PASSWORD \
      PLATFORM_DATA_DIR="$dir/data" SERVER_PORT="$port" \
      "$JAVA" ${JAVA_OPTS:-} -jar "$JAR" >"$log" 2>&1
  ) &
  SERVER_PID=$!
  deadline=$(( start + TIMEOUT_S * 1000 ))
  while :; do
    code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 \
      "http://127.0.0.1:$port/actuator/health" || true)"
    [[ "$code" == 200 ]] && break
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "The server exited before it was healthy; log $log:" >&2
      tail -n 40 "$log" >&2
      exit 1
    fi
    if (( $(now_ms) > deadline )); then
      echo "Not healthy within ${TIMEOUT_S}s; log $log:" >&2
      tail -n 40 "$log" >&2
      exit 1
    fi
    sleep 0.05
  done
  elapsed=$(( $(now_ms) - start ))
  read -r busy1 idle < <(cpu_ticks_busy_idle)
  rss_kb="$(awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER_PID/status")"
  # /proc/<pid>/stat: fields 14 and 15 are utime and stime in clock ticks (after "(comm)").
  cpu_ticks="$(sed 's/.*) //' "/proc/$SERVER_PID/stat" | awk '{ print $12 + $13 }')"
  kill -TERM "$SERVER_PID"
  wait "$SERVER_PID" || true # 143 after SIGTERM
  SERVER_PID=""
  if [[ -f "$dir/data/postgres/postmaster.pid" ]]; then
    echo "warning: $dir/data/postgres/postmaster.pid left after SIGTERM" >&2
  fi
  RUN_MS="$elapsed"
  RUN_RSS="$(( rss_kb / 1024 ))"
  RUN_CPU="$(( cpu_ticks * 1000 / CLK_TCK ))"
  RUN_OTHER="$(( (busy1 - busy0 - cpu_ticks) * 1000 / CLK_TCK ))"
}

echo "jar:     $JAR"
echo "java:    $("$JAVA" -version 2>&1 | head -n 1)${JAVA_OPTS:+, JAVA_OPTS=$JAVA_OPTS}"
echo "cpus:    $(nproc), load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "runs:    $RUNS per series"
echo

declare -a first_ms first_rss first_cpu first_other warm_ms warm_rss warm_cpu warm_other
printf '%-13s %4s %12s %10s %10s %14s\n' series run healthy_ms rss_mib cpu_ms other_cpu_ms
for i in $(seq 1 "$RUNS"); do
  run_once "$WORK/first-$i"
  first_ms+=("$RUN_MS"); first_rss+=("$RUN_RSS"); first_cpu+=("$RUN_CPU")
  first_other+=("$RUN_OTHER")
  printf '%-13s %4d %12d %10d %10d %14d\n' "first start" "$i" "$RUN_MS" "$RUN_RSS" "$RUN_CPU" \
    "$RUN_OTHER"
done
# Warm restarts reuse the data directory the first run initialized.
for i in $(seq 1 "$RUNS"); do
  run_once "$WORK/first-1"
  warm_ms+=("$RUN_MS"); warm_rss+=("$RUN_RSS"); warm_cpu+=("$RUN_CPU")
  warm_other+=("$RUN_OTHER")
  printf '%-13s %4d %12d %10d %10d %14d\n' "warm restart" "$i" "$RUN_MS" "$RUN_RSS" "$RUN_CPU" \
    "$RUN_OTHER"
done

echo
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "Medians:"
echo "| series | ms to healthy | VmRSS MiB | java CPU ms | other CPU ms |"
echo "| --- | ---: | ---: | ---: | ---: |"
summary() { # label, then the names of the four arrays
  local -n ms="$2" rss="$3" cpu="$4" other="$5"
  echo "| $1 | $(printf '%s\n' "${ms[@]}" | median) | $(printf '%s\n' "${rss[@]}" | median)" \
    "| $(printf '%s\n' "${cpu[@]}" | median) | $(printf '%s\n' "${other[@]}" | median) |"
}
summary "first start (empty data dir)" first_ms first_rss first_cpu first_other
summary "warm restart (initialized data dir)" warm_ms warm_rss warm_cpu warm_other
