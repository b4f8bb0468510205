/**
 * Data model module ({@code org.platform.mdm.meta}): the one data model of the platform —
 * registers, reference sets, nested entities, enumerations, source systems with weights and
 * relations — versioned by an increasing revision. (Classifiers, once a section of the model, are
 * the classifiers module's, published through their own drafts.) The model is edited through {@code
 * data-model} drafts (each save is an edition holding the whole model document) and published after
 * {@link org.platform.mdm.meta.validation.ModelValidator} finds no problem. REST: {@code
 * /api/v2/meta}.
 *
 * <p>This package is the module's one public face: what other modules use of it (the model and its
 * definitions, attribute types, display formats and names, {@code DataModelService} with the
 * published model, the publish listener and change guard interfaces, the errors) and what its rooms
 * share. The code lives in rooms, sub-packages no other module may use ({@code ModularityTest}),
 * which depend on each other one way ({@code RoomsTest}): {@code validation} (the rules a model
 * keeps, one class per part of the model, with its index and paths) and {@code revision} (the
 * published revisions' repository) at the bottom; {@code draft} (the {@code data-model} drafts, the
 * model's side of the draft module) and {@code label} (a security label's attribute paths, the
 * model's side of core's labels) on them; {@code web} on top.
 */
@Rooms({"web", "draft, label", "revision, validation"})
package org.platform.mdm.meta;

import org.platform.mdm.system.Rooms;
