package org.platform.mdm;

import com.tngtech.archunit.core.domain.JavaClass;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;

/**
 * One top-level package per module; a module uses only the top-level (API) package of another,
 * never its sub-packages, and modules form no cycles. The build fails otherwise.
 */
class ModularityTest {

  @Test
  void modulesUseOnlyEachOthersApis() {
    ApplicationModules.of(
            MdmApplication.class,
            JavaClass.Predicates.resideInAPackage("org.platform.mdm.testsupport.."))
        .verify();
  }
}
