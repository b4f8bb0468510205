#!/usr/bin/env bash
# Data quality (issue 48): single writes and an NDJSON import on a register with ten passing rules
# (origin and golden record phases) against the same register without rules, alternating, three
# rounds; then the re-check operation qualityCheckDataJob over 100,000 records beside its floor
# (the same blocks read and locked). Durable embedded PostgreSQL under
# target/bench-data/quality-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/quality.sh
#   JAVA_OPTS="-Dbench.records=1000000 -Dbench.writes=2000 -Dbench.imports=50000" bench/quality.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/QualityBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/QualityBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.QualityBenchmark "$@"
