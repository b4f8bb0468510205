package org.platform.mdm.profile.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.UUID;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.profile.run.Profile;
import org.platform.mdm.profile.run.ProfileReads;
import org.platform.mdm.profile.web.ProfileRO.CatalogAssetRO;
import org.platform.mdm.profile.web.ProfileRO.FullRO;
import org.platform.mdm.profile.web.ProfileRO.ProfilePageRO;
import org.platform.mdm.profile.web.ProfileRO.ProfileResponseRO;
import org.platform.mdm.profile.web.ProfileRO.SummaryRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The kept profiles: a list, one whole, the newest of a register. */
@RestController
@Tag(name = "Profiles", description = "What profiling runs found, attribute by attribute")
@RequestMapping(ProfilesApi.ROOT)
class ProfileController {

  private static final String READ = "READ on the register or reference set profiled";

  private final ProfileReads reads;

  ProfileController(ProfileReads reads) {
    this.reads = reads;
  }

  @GetMapping
  @Operation(
      operationId = "findProfiles",
      summary = "The profiles the user may read, the newest first, without their attributes",
      description =
          "Lists only profiles of registers and reference sets the user may read (READ, and no"
              + " security label hiding a record of it).")
  @ErrorAnswer(
      status = 400,
      description =
          "A negative offset, a limit outside 1 to 500 or a kind other than DATA or"
              + " CLASSIFIER; every problem at its parameter.")
  @ErrorAnswer(status = 403, description = "`entityName` names a register the user may not read.")
  @AnyUser(entityRights = READ, someEntityRight = true)
  ProfilePageRO find(
      @Parameter(description = "Only the profiles of this register or reference set.")
          @RequestParam(required = false)
          String entityName,
      @Parameter(description = "Only profiles of this kind: DATA or CLASSIFIER.")
          @RequestParam(required = false)
          String kind,
      @Parameter(description = "Only the profiles of this classifier.")
          @RequestParam(required = false)
          String classifierName,
      @RequestParam(defaultValue = "0") int offset,
      @Parameter(description = "At most 500.") @RequestParam(defaultValue = "50") int limit) {
    ProfileReads.Page page =
        reads.list(entityName, kind, classifierName, offset, limit, CurrentUser.get());
    return new ProfilePageRO(
        Details.empty(), page.profiles().stream().map(SummaryRO::of).toList(), page.totalCount());
  }

  @GetMapping("/latest")
  @Operation(
      operationId = "getLatestProfile",
      summary = "The newest profile of a register or reference set, whole",
      description =
          "The register is named by `entityName`, or by `assetId`: a table or column of a"
              + " data-governance catalog of this platform's model (crawler type `platform`),"
              + " which answers the newest DATA profile of the register it stands for with the"
              + " asset in `asset`. Of kind DATA unless `kind` says otherwise; with"
              + " `classifierName`, of that classifier.")
  @ErrorAnswer(
      status = 400,
      description =
          "A kind other than DATA or CLASSIFIER; neither or both of `entityName` and `assetId`;"
              + " an `assetId` that is no UUID.")
  @ErrorAnswer(status = 403, description = "The user may not read the register.")
  @ErrorAnswer(
      status = 404,
      description =
          "The register has no profile (none was run, or a depersonalization in place removed it"
              + " since), or `assetId` names no asset standing for a"
              + " register.")
  @AnyUser(entityRights = READ, someEntityRight = true)
  ProfileResponseRO latest(
      @Parameter(description = "The register or reference set.") @RequestParam(required = false)
          String entityName,
      @Parameter(description = "Instead of `entityName`: a catalog asset standing for it.")
          @RequestParam(required = false)
          UUID assetId,
      @Parameter(description = "DATA (the default) or CLASSIFIER.")
          @RequestParam(defaultValue = "DATA")
          String kind,
      @Parameter(description = "Kind CLASSIFIER: the classifier.") @RequestParam(required = false)
          String classifierName) {
    PlatformUser user = CurrentUser.get();
    ProfileReads.OfAsset found = reads.latest(entityName, assetId, kind, classifierName, user);
    return answer(
        found.profile(), found.asset() == null ? null : CatalogAssetRO.of(found.asset()), user);
  }

  @GetMapping("/{id:[0-9]+}")
  @Operation(
      operationId = "getProfile",
      summary = "A profile with every attribute's statistics, ready for charts")
  @ErrorAnswer(status = 403, description = "The user may not read the register profiled.")
  @ErrorAnswer(status = 404, description = "There is no profile of this id.")
  @AnyUser(entityRights = READ, someEntityRight = true)
  ProfileResponseRO get(@PathVariable long id) {
    PlatformUser user = CurrentUser.get();
    return answer(reads.get(id, user), null, user);
  }

  private ProfileResponseRO answer(Profile profile, CatalogAssetRO asset, PlatformUser user) {
    return new ProfileResponseRO(
        Details.empty(), FullRO.of(profile, reads.assetsOf(profile, user)), asset);
  }
}
