#!/usr/bin/env bash
# Matching: imports 1,000,000 persons with about 5 % duplicates of known truth (typos, the other
# script, swapped name parts), runs bulk matching over them and reports its time, precision and
# recall; then single-record writes with real-time matching on and off. Durable embedded PostgreSQL
# under target/bench-data/matching-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/matching.sh
#   JAVA_OPTS="-Dbench.records=100000 -Dbench.writeSeconds=10" bench/matching.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/MatchingBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/MatchingBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.MatchingBenchmark "$@"
