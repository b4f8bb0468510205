package org.platform.mdm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.notifications.NotificationErrors;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.profile.ProfileErrors;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.system.ErrorCode;
import org.platform.mdm.system.SystemErrors;

/** Every error code names its module in the error envelope's module id, whatever its enum. */
class ErrorCodesTest {

  @Test
  void everyCodeAnswersItsModulesId() {
    Map<Class<? extends ErrorCode>, String> modules =
        Map.ofEntries(
            Map.entry(ClassifierErrors.class, "com.platform.mdm.classifiers"),
            Map.entry(CoreErrors.class, "org.platform.mdm.core"),
            Map.entry(DataErrors.class, "org.platform.mdm.data"),
            Map.entry(DgErrors.class, "org.platform.dg.data"),
            Map.entry(DpErrors.class, "com.platform.mdm.hpe.job.dp.data"),
            Map.entry(ProfileErrors.class, "com.platform.mdm.hpe.job.profile.data"),
            Map.entry(DqErrors.class, "org.platform.mdm.dq"),
            Map.entry(DraftErrors.class, "org.platform.mdm.draft"),
            Map.entry(MatchingErrors.class, "org.platform.mdm.matching"),
            Map.entry(MetaErrors.class, "org.platform.mdm.meta"),
            Map.entry(NotificationErrors.class, "com.platform.mdm.notifications"),
            Map.entry(OperationsErrors.class, "com.platform.mdm.hpe.core"),
            Map.entry(SearchErrors.class, "org.platform.mdm.search"),
            Map.entry(SystemErrors.class, "org.platform.mdm.system"));
    modules.forEach(
        (type, module) ->
            assertThat(type.getEnumConstants())
                .as(type.getSimpleName())
                .isNotEmpty()
                .allSatisfy(code -> assertThat(code.moduleId()).isEqualTo(module)));
  }
}
