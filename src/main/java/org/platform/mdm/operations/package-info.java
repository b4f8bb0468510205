/**
 * Background operations module ({@code org.platform.mdm.operations}, the spec's {@code
 * com.platform.mdm.hpe.core}): the operation types modules register, each with the descriptors of
 * its parameters (type, layout, required, hidden, read-only, default, and selectors whose allowed
 * values are known only at run time), and the rules a definition of an operation (its type, name,
 * schedule and parameter values) must keep, every broken one listed at once; and their runs, on
 * Quartz with its store in the platform's PostgreSQL (clustered: a run happens on one node), in
 * committed blocks with their progress, stopped between blocks when asked.
 */
package org.platform.mdm.operations;
