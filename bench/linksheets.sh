#!/usr/bin/env bash
# Links in spreadsheets (issue 24): loads 10,000 customers and 2,500 addresses (-Dbench.records
# sets the customers), then writes 2 links per customer one by one through POST
# /api/v2/data/relations (the reference: the write the load's links step makes of each row, plus
# HTTP, from one client), exports the customers to XLSX with their relation sheet, deletes them
# physically and loads the file back, timing its links step beside the reference. Durable embedded PostgreSQL under
# target/bench-data/linksheets-<time>; prints a Markdown summary (also saved as results.md).
#
#   bench/linksheets.sh
#   JAVA_OPTS="-Dbench.records=20000 -Dbench.linksPerRecord=3" bench/linksheets.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${REBUILD:-0}" == 1 || ! -f target/test-classes/org/platform/mdm/bench/LinkSheetBenchmark.class \
      || -n "$(find src pom.xml -newer target/test-classes/org/platform/mdm/bench/LinkSheetBenchmark.class -type f -print -quit)" ]]; then
  mvn -q -DskipTests test-compile
fi
if [[ ! -s target/bench-classpath.txt || pom.xml -nt target/bench-classpath.txt ]]; then
  mvn -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
fi

# shellcheck disable=SC2086
exec java -Xmx512m ${JAVA_OPTS:-} \
  -cp "target/classes:target/test-classes:$(cat target/bench-classpath.txt)" \
  org.platform.mdm.bench.LinkSheetBenchmark "$@"
