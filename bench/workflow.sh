#!/usr/bin/env bash
# Approval workflows (issue 49): (a) 1,000 record drafts published into the shipped
# draftPublishingApproval and approved over HTTP, beside 1,000 published without a process;
# (b) the latency of one publish with and without the process; (c) the task list and the task
# index search of a steward with 10,000 open tasks beside a trivial authenticated GET, alternating.
# Durable embedded PostgreSQL under target/bench-data/workflow-<time>; prints a Markdown summary
# (also saved as results.md).
#
#   bench/workflow.sh
#   JAVA_OPTS="-Dbench.drafts=200 -Dbench.tasks=2000 -Dbench.requests=200" bench/workflow.sh
#
# Options (-D... in JAVA_OPTS): bench.drafts (1000), bench.warmup (100), bench.tasks (10000),
# bench.requests (500).
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

CLASS=target/test-classes/org/platform/mdm/bench/WorkflowBenchmark.class
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
  org.platform.mdm.bench.WorkflowBenchmark "$@"
