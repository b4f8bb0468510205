#!/usr/bin/env bash
# Record benchmark: bulk import, single writes and reads, each beside its floor on the same
# database (COPY, a JDBC insert loop, a trivial authenticated GET), so that the ratios hold on a
# noisy shared machine. 1,000,000 NDJSON lines by default (first argument or -Dbench.records).
# Starts the server in-process with -Xmx512m (the client shares that JVM) on a durable embedded
# PostgreSQL under target/bench-data/<time>, prints a Markdown report (also saved as results.md in
# that directory) and deletes the database and the generated files afterwards. Exits 1 when a
# request failed or a check did not hold, 2 when the run broke off.
#
#   bench/records.sh                                  # 1,000,000 lines, 60 s of writes
#   bench/records.sh 50000 -Dbench.writeSeconds=10    # a quick run
#   JAVA_OPTS="-Dbench.keep=true" bench/records.sh    # keep the database
#
# Options (-D... after the count, or in JAVA_OPTS): bench.writeSeconds (60),
# bench.writeWarmupSeconds (60, not counted, for writes and their JDBC floor), bench.threads (8),
# bench.warmup (3000), bench.requests (2000), bench.batchSize (500), bench.batchSeconds (20, per
# round of single writes and of batches from one client, alternating), bench.batchRounds (3),
# bench.batchWarmupSeconds (20), bench.sampleMillis (20, 0 = no stack sampling of the
# server threads), bench.keep (false), bench.pgSettings (shared_buffers=1GB: the embedded
# PostgreSQL's server settings, name=value,...). A later -Xmx in JAVA_OPTS overrides the 512m.
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

CLASS=target/test-classes/org/platform/mdm/bench/RecordBenchmark.class
if [[ "${REBUILD:-0}" == 1 || ! -f "$CLASS" \
      || -n "$(find src pom.xml -newer "$CLASS" -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

jvm=()
args=()
for arg in "$@"; do
  if [[ "$arg" == -D* || "$arg" == -X* ]]; then jvm+=("$arg"); else args+=("$arg"); fi
done

# shellcheck disable=SC2086
exec java -Xmx512m ${JAVA_OPTS:-} "${jvm[@]}" \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.RecordBenchmark "${args[@]}"
