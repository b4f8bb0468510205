#!/usr/bin/env bash
# Data governance: a scan of 1,000 tables × 20 columns by the PostgreSQL crawler through the
# administration's API (first and unchanged), beside a plain information_schema query of the same
# database and the bulk load of as many records (the record write floor); catalog/next-level of a
# node with 20,000 children (pages of 50, p50/p99) and asset search by display name among
# 200,000 and then 1,000,000 assets (p50/p99), each beside an authenticated GET. A PostgreSQL of its own is scanned;
# the server runs in-process on a durable embedded PostgreSQL under target/bench-data/dg-<time>
# (deleted afterwards unless -Dbench.keep=true). Prints a Markdown report (results.md there).
#
#   bench/dg.sh
#   JAVA_OPTS="-Dbench.tables=200 -Dbench.children=2000 -Dbench.searchAssets=100000" bench/dg.sh   # a quick run
#   JAVA_OPTS="-Dbench.parts=scan" bench/dg.sh          # only the scan
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

CLASS=target/test-classes/org/platform/mdm/bench/DgBenchmark.class
if [[ "${REBUILD:-0}" == 1 || ! -f "$CLASS" \
      || -n "$(find src pom.xml -newer "$CLASS" -type f -print -quit)" ]]; then
  mvn -q -o -Dui.skip=true -Dspotless.check.skip=true -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx2g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.DgBenchmark "$@"
