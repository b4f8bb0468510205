package org.platform.mdm.dp.model;

import java.util.List;
import org.platform.mdm.dp.library.ObfuscationLibraries;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeGuard;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Refuses to publish a data model whose confidential attributes could not be depersonalized: the
 * model module cannot know the obfuscation functions, so this module checks them when the model is
 * published (every problem of the candidate, not only new ones), and a classifier node's attributes
 * when their classifier is published.
 */
@Component
class ConfidentialModelGuard implements ModelChangeGuard, AttributeGuard {

  private final ConfidentialAttributes rule;

  ConfidentialModelGuard(@Lazy ObfuscationLibraries libraries) {
    this.rule = new ConfidentialAttributes(libraries);
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    return rule.check(candidate);
  }

  /** A classifier node's attribute: its confidential settings, as a model attribute's. */
  @Override
  public List<Problem> check(String path, AttributeDef attribute) {
    return rule.check(path, attribute);
  }
}
