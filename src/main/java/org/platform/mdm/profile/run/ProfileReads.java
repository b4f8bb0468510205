package org.platform.mdm.profile.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.PlatformAssets;
import org.platform.mdm.dg.PlatformAssets.PlatformAsset;
import org.platform.mdm.profile.ProfileErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The kept profiles as users read them. A profile shows values of the records (the most frequent
 * ones, the smallest and largest), over every record of its register: a user reads it with READ on
 * the register or reference set, and only when no security label hides a record of it from them.
 */
@Service
public class ProfileReads {

  /** The most profiles one page lists. */
  public static final int MOST = 500;

  private final ProfileRepository repository;
  private final RecordService records;
  private final PlatformAssets assets;

  ProfileReads(ProfileRepository repository, RecordService records, PlatformAssets assets) {
    this.repository = repository;
    this.records = records;
    this.assets = assets;
  }

  /** A page of profiles, the newest first, and how many match in all. */
  public record Page(List<Profile> profiles, long totalCount) {}

  /**
   * The profiles the user may read, without their attributes, filtered by what is given.
   *
   * @param kind {@code DATA} or {@code CLASSIFIER} (any case); null: both
   */
  @Transactional(readOnly = true)
  public Page list(
      String entityName,
      String kind,
      String classifierName,
      int offset,
      int limit,
      PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    if (offset < 0) {
      problems.add(invalid("offset", offset, "0 or more"));
    }
    if (limit < 1 || limit > MOST) {
      problems.add(invalid("limit", limit, "1 to " + MOST));
    }
    Profile.Kind chosen = null;
    if (kind != null) {
      try {
        chosen = Profile.Kind.valueOf(kind.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        problems.add(invalid("kind", kind, "DATA or CLASSIFIER"));
      }
    }
    PlatformException.throwIfAny(problems);
    if (entityName != null) {
      requireReadable(entityName, user);
    }
    ProfileRepository.Filter filter =
        new ProfileRepository.Filter(entityName, chosen, classifierName, readable(user));
    return new Page(repository.list(filter, offset, limit), repository.count(filter));
  }

  /** The profile with its attributes; 404 when there is none, 403 when the user may not read it. */
  @Transactional(readOnly = true)
  public Profile get(long id, PlatformUser user) {
    Profile profile =
        repository
            .find(id)
            .orElseThrow(
                () ->
                    new PlatformException(
                        List.of(Problem.at("id", ProfileErrors.PROFILE_NOT_FOUND, id))));
    requireReadable(profile.entityName(), user);
    return profile;
  }

  /** The newest profile of the entity (of the kind and classifier, when given), whole. */
  @Transactional(readOnly = true)
  public Profile latest(String entityName, String kind, String classifierName, PlatformUser user) {
    Page page = list(entityName, kind, classifierName, 0, 1, user);
    if (page.profiles().isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("entityName", ProfileErrors.PROFILE_NONE_OF_ENTITY, entityName)));
    }
    return get(page.profiles().get(0).id(), user);
  }

  /** A newest profile and the catalog asset it was asked by; null when asked by name. */
  public record OfAsset(Profile profile, PlatformAsset asset) {}

  /**
   * The newest profile of the register named by {@code entityName}, or by {@code assetId}: the
   * table or column of a platform crawl standing for it (then of kind DATA). Exactly one of the two
   * (a blank name is none); 404 when the asset stands for no register (or the user may not read
   * assets of its type) or no run has profiled it.
   */
  @Transactional(readOnly = true)
  public OfAsset latest(
      String name, UUID assetId, String kind, String classifierName, PlatformUser user) {
    String entityName = name == null || name.isBlank() ? null : name;
    if ((entityName == null) == (assetId == null)) {
      throw new PlatformException(
          List.of(Problem.at("entityName", ProfileErrors.PROFILE_SUBJECT_AMBIGUOUS)));
    }
    if (entityName != null) {
      return new OfAsset(latest(entityName, kind, classifierName, user), null);
    }
    PlatformAsset asset =
        assets
            .get(assetId)
            .filter(a -> user.fullAccess() || user.can(a.assetType(), Right.READ))
            .orElseThrow(
                () ->
                    new PlatformException(
                        List.of(
                            Problem.at("assetId", ProfileErrors.PROFILE_ASSET_UNKNOWN, assetId))));
    return new OfAsset(latest(asset.entityName(), "DATA", null, user), asset);
  }

  /**
   * The catalog's tables standing for the profile's register that the user may read; none for a
   * classifier's profile.
   */
  @Transactional(readOnly = true)
  public List<PlatformAsset> assetsOf(Profile profile, PlatformUser user) {
    if (profile.kind() != Profile.Kind.DATA) {
      return List.of();
    }
    return assets.tablesOf(profile.entityName()).stream()
        .filter(a -> user.fullAccess() || user.can(a.assetType(), Right.READ))
        .toList();
  }

  private void requireReadable(String entityName, PlatformUser user) {
    if (!readable(entityName, user)) {
      throw new PlatformException(
          CoreErrors.CORE_ACCESS_DENIED, user.userName(), Right.READ.name(), entityName);
    }
  }

  private boolean readable(String entityName, PlatformUser user) {
    return user.fullAccess()
        || (user.can(entityName, Right.READ)
            && records.visibleCondition(user, entityName, "etalon_id").isEmpty());
  }

  /** The entities whose profiles the user may read; null: every one. */
  private List<String> readable(PlatformUser user) {
    if (user.fullAccess()) {
      return null;
    }
    return user.rights().keySet().stream().filter(e -> readable(e, user)).toList();
  }

  private static Problem invalid(String parameter, Object value, String takes) {
    return Problem.at(parameter, ProfileErrors.PROFILE_PARAMETER_INVALID, parameter, value, takes);
  }
}
