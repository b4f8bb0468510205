#!/usr/bin/env bash
# Background operations: the framework's overhead. Imports 200,000 records of one register, then
# rebuilds their search documents directly (blocks of 500 through RecordService.retell, the floor)
# and as the reindexDataJob operation over HTTP (the same blocks, each committed with its step's
# progress and checkpoint), alternating, three rounds each. Durable embedded PostgreSQL under
# target/bench-data/jobs-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/jobs.sh
#   JAVA_OPTS="-Dbench.records=50000 -Dbench.block=200 -Dbench.rounds=2" bench/jobs.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/JobsBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/JobsBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.JobsBenchmark "$@"
