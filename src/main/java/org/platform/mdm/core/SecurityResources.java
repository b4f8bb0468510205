package org.platform.mdm.core;

import java.util.List;

/** The resources rights are granted on; the model registers one per entity when it publishes. */
public interface SecurityResources {

  List<SecurityResource> resources();

  /** Adds a resource or renames it. */
  void register(SecurityResource resource);

  /** Removes a resource and every right granted on it. */
  void remove(String resourceName);
}
