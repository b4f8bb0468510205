package org.platform.mdm.meta;

/**
 * Told of every publication of the data model, in its transaction, after the model's own checks and
 * every {@link ModelChangeGuard} passed: modules that keep data shaped by the model (the search
 * index) schedule what the change needs.
 */
public interface ModelPublishListener {

  void published(DataModel before, DataModel after);
}
