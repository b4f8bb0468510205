/**
 * Background operations module ({@code org.platform.mdm.operations}, the spec's {@code
 * com.platform.mdm.hpe.core}): the operation types modules register, each with the descriptors of
 * its parameters (type, layout, required, hidden, read-only, default, and selectors whose allowed
 * values are known only at run time), and the rules a definition of an operation (its type, name,
 * schedule and parameter values) must keep, every broken one listed at once; and their runs, on
 * Quartz with its store in the platform's PostgreSQL (clustered: a run happens on one node), in
 * committed blocks with their progress, stopped between blocks when asked.
 *
 * <p>This package is the module's one public face: what other modules use of it (the operation
 * type, run, step and parameter descriptor interfaces and records their operations implement and
 * fill, the {@code Runs} and {@code Definitions} services, the views of runs and definitions, the
 * {@code RunEnded} event and the errors), and Quartz's two jobs ({@code RunJob}, {@code
 * ScheduleJob}), which stay here because Quartz's store names them by class. The code lives in
 * rooms, sub-packages no other module may use ({@code ModularityTest}), which depend on each other
 * one way ({@code RoomsTest}): {@code definition} (the registered operation types, the rules of
 * parameter values, the definitions' repository, their search and their export and import files)
 * and {@code schedule} (the cron triggers kept as the definitions say, and the checks of a cron
 * expression) at the bottom; {@code run} (the runs' and steps' repositories, handing a run to
 * Quartz, carrying it out block by block, the sweep of abandoned runs, Quartz's tables) on them;
 * {@code web} on top.
 */
@Rooms({"web", "run", "definition, schedule"})
package org.platform.mdm.operations;

import org.platform.mdm.system.Rooms;
