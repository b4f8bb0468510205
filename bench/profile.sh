#!/usr/bin/env bash
# Profiling (issue 51): imports records of seven attributes into a register, then, twice, one plain
# aggregate query over the same rows (the floor) and the operation profileDataJob over the
# register. Durable embedded PostgreSQL under target/bench-data/profile-<time>; prints a Markdown
# summary (also saved as results.md).
#
#   bench/profile.sh
#   JAVA_OPTS="-Dbench.records=1000000" bench/profile.sh
#
# Environment: REBUILD=1 forces the Maven build even when compiled classes exist.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/ProfileBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/ProfileBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -o -DskipTests -Dui.skip=true -Dspotless.check.skip=true test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q -o dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx4g ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.ProfileBenchmark "$@"
