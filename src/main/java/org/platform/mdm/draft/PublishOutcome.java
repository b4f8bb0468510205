package org.platform.mdm.draft;

/**
 * The result of a publication: the draft as published (still PUBLISHED when it was deleted), and
 * whether an action after the commit failed, which leaves the draft FAILED.
 */
public record PublishOutcome(DraftView draft, boolean afterPublishFailed) {}
