/**
 * Depersonalization module (issue 51; the spec's {@code com.platform.mdm.hpe.job.dp.data}, its
 * error codes' module id): obfuscation functions, which replace a confidential attribute's values
 * in a copy that developers and testers may see, and the libraries that hold them.
 *
 * <p>This package is the module's face and the service-provider interface a library implements:
 * {@link org.platform.mdm.dp.ObfuscationFunction} (the simple types it supports, its parameters,
 * prepared for one attribute into an {@link org.platform.mdm.dp.Obfuscator} that replaces values
 * deterministically under a key), {@link org.platform.mdm.dp.SimpleDataType}, {@link
 * org.platform.mdm.dp.KeyedRandom} for keyed, reproducible numbers. These types use nothing but
 * Java's, so that a user library needs no other part of the platform. The code lives in rooms that
 * depend on each other one way ({@code RoomsTest}): {@code function} (the system library's
 * functions) at the bottom; {@code library} (the libraries a function is found in: the system
 * library and users' jar files kept in PostgreSQL, each loaded by a class loader that sees Java and
 * this interface only; their versions, and what a library offers per simple type) on it; {@code
 * model} (the data model's confidential attributes and their functions, checked when the model is
 * published) on that; {@code run} (the operations {@code dpDataJob}: registers and reference sets
 * copied with their confidential values replaced, and their links, or rewritten in place with their
 * drafts; {@code dpClassifiersJob}: the records' classifications written to their copies, or
 * rewritten in place, confidential node attributes replaced) on the model; {@code web} ({@code GET
 * /api/v2/core/obfuscation-functions/suggest}, {@code /api/v2/core/libraries}) on top.
 */
@Rooms({"web", "run", "model", "library", "function"})
package org.platform.mdm.dp;

import org.platform.mdm.system.Rooms;
