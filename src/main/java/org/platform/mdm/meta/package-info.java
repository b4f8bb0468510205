/**
 * Data model module ({@code org.platform.mdm.meta}): the one data model of the platform —
 * registers, reference sets, nested entities, enumerations, source systems with weights and
 * relations — versioned by an increasing revision. (Classifiers, once a section of the model, are
 * the classifiers module's, published through their own drafts.) The model is edited through {@code
 * data-model} drafts (each save is an edition holding the whole model document) and published after
 * {@link org.platform.mdm.meta.ModelValidator} finds no problem. REST: {@code /api/v2/meta}.
 */
package org.platform.mdm.meta;
