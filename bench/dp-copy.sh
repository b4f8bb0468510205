#!/usr/bin/env bash
# Depersonalization (issue 51): N records imported into a register with four confidential
# attributes through the NDJSON bulk import (the floor, measured in the same run), then dpDataJob
# copies them into a register of the same attributes, twice (the second run writes the copies
# anew). Durable embedded PostgreSQL under target/bench-data/dp-<time>; prints a Markdown summary
# (also saved as results.md).
#
#   bench/dp-copy.sh
#   JAVA_OPTS="-Dbench.records=1000000" bench/dp-copy.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/DpBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/DpBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.DpBenchmark "$@"
