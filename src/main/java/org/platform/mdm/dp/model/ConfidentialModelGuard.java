package org.platform.mdm.dp.model;

import java.util.List;
import org.platform.mdm.dp.library.ObfuscationLibraries;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Refuses to publish a data model whose confidential attributes could not be depersonalized: the
 * model module cannot know the obfuscation functions, so this module checks them when the model is
 * published (every problem of the candidate, not only new ones: a model in force whose function's
 * library was removed is mended on its next publish).
 */
@Component
class ConfidentialModelGuard implements ModelChangeGuard {

  private final ConfidentialAttributes rule;

  ConfidentialModelGuard(@Lazy ObfuscationLibraries libraries) {
    this.rule = new ConfidentialAttributes(libraries);
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    return rule.check(candidate);
  }
}
