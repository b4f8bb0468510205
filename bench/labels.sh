#!/usr/bin/env bash
# Security labels (issue 22): 1,000,000 customers imported with a region (10 values), a segment
# (5) and a channel (4), three labels on them and a steward whose instances admit 2 regions, every
# segment and 1 channel (a twentieth of the records). The same searches and reads are measured as
# the administrator (no label applies) and as the steward, alternating in one run. Durable embedded
# PostgreSQL under target/bench-data/labels-<time>; prints a Markdown summary (also results.md).
#
#   bench/labels.sh
#   JAVA_OPTS="-Dbench.records=100000 -Dbench.requests=200" bench/labels.sh
#
# Options (-D... in JAVA_OPTS): bench.records (1000000), bench.warmup (100), bench.requests
# (500), bench.reuse (the data directory of an earlier run: measures again, loads nothing).
# Environment: REBUILD=1 forces the Maven build.
set -euo pipefail
cd "$(dirname "$0")/.."

CLASS=target/test-classes/org/platform/mdm/bench/LabelBenchmark.class
if [[ "${REBUILD:-0}" == 1 || ! -f "$CLASS" \
      || -n "$(find src pom.xml -newer "$CLASS" -type f -print -quit)" ]]; then
  mvn -q -DskipTests -Dui.skip=true test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx2g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.LabelBenchmark "$@"
