package org.platform.mdm.dp.library;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarInputStream;
import java.util.regex.Pattern;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Libraries users upload (the spec's {@code /core/libraries}): jar files kept in PostgreSQL, every
 * version, whose obfuscation functions are offered beside the system library's. An upload is
 * checked by loading it: a file that is no jar, or whose functions cannot be made, is refused with
 * the reason.
 */
@Service
public class UserLibraries {

  private static final Logger LOG = LoggerFactory.getLogger(UserLibraries.class);

  /** The one kind of library the platform runs now. */
  public static final String JAR_FILE = "JAR_FILE";

  private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}_][\\p{L}\\p{N}_.-]{0,254}");
  private static final Pattern VERSION = Pattern.compile("[\\p{L}\\p{N}_.+-]{1,64}");

  private final UserLibraryRepository repository;
  private final LoadedLibraries loaded;

  UserLibraries(UserLibraryRepository repository, LoadedLibraries loaded) {
    this.repository = repository;
    this.loaded = loaded;
  }

  /** A version uploaded, and whether it is new (else it replaced the one of that version). */
  public record Uploaded(UserLibrary library, boolean created, List<String> functions) {}

  /**
   * Keeps an uploaded library version, replacing the one of the same name and version.
   *
   * @throws PlatformException 400 with every problem of the fields and the file at once
   */
  @Transactional
  public Uploaded upload(
      String name,
      String version,
      String mimeType,
      String description,
      byte[] content,
      String user) {
    List<Problem> problems = new ArrayList<>();
    if (name == null || name.isBlank()) {
      problems.add(Problem.at("filename", DpErrors.DP_LIBRARY_FIELD_REQUIRED, "filename"));
    } else if (name.equals(SystemLibrary.NAME)) {
      problems.add(Problem.at("filename", DpErrors.DP_LIBRARY_NAME_RESERVED, name));
    } else if (!NAME.matcher(name).matches()) {
      problems.add(Problem.at("filename", DpErrors.DP_LIBRARY_NAME_INVALID, name));
    }
    if (version == null || version.isBlank()) {
      problems.add(Problem.at("version", DpErrors.DP_LIBRARY_FIELD_REQUIRED, "version"));
    } else if (!VERSION.matcher(version).matches()) {
      problems.add(Problem.at("version", DpErrors.DP_LIBRARY_VERSION_INVALID, version));
    }
    String kind = mimeType == null || mimeType.isBlank() ? JAR_FILE : mimeType;
    if (!kind.equals(JAR_FILE)) {
      problems.add(Problem.at("mimeType", DpErrors.DP_LIBRARY_TYPE_UNSUPPORTED, kind));
    }
    if (content == null || content.length == 0) {
      problems.add(Problem.at("content", DpErrors.DP_LIBRARY_FIELD_REQUIRED, "content"));
    }
    PlatformException.throwIfAny(problems);
    String sha256 = sha256(content);
    List<ObfuscationFunction> functions;
    try {
      requireJar(content);
      LoadedLibraries.Loaded check = LoadedLibraries.load(name, sha256, content);
      functions = check.functions();
      LoadedLibraries.close(check);
    } catch (LoadedLibraries.Unusable e) {
      throw new PlatformException(
          List.of(Problem.at("content", DpErrors.DP_LIBRARY_INVALID, e.getMessage())));
    }
    boolean created = repository.upsert(name, version, kind, description, content, sha256, user);
    UserLibrary stored = repository.find(name, version).orElseThrow();
    return new Uploaded(
        stored, created, functions.stream().map(ObfuscationFunction::name).toList());
  }

  /**
   * The versions kept, oldest upload first (of one library when {@code name} is given; of one kind
   * when {@code mimeType} is); with {@code latest}, each library's newest upload only.
   */
  public List<UserLibrary> list(String name, String mimeType, boolean latest) {
    List<UserLibrary> all =
        repository.all(name == null || name.isBlank() ? null : name).stream()
            .filter(l -> mimeType == null || mimeType.isBlank() || l.mimeType().equals(mimeType))
            .toList();
    if (!latest) {
      return all;
    }
    Map<String, UserLibrary> newest = new LinkedHashMap<>();
    all.forEach(l -> newest.put(l.name(), l));
    return List.copyOf(newest.values());
  }

  /**
   * A version's content.
   *
   * @throws PlatformException 400 without a name or version, 404 when there is no such library or
   *     version
   */
  public Download download(String name, String version) {
    List<Problem> problems = new ArrayList<>();
    if (name == null || name.isBlank()) {
      problems.add(Problem.at("filename", DpErrors.DP_LIBRARY_FIELD_REQUIRED, "filename"));
    }
    if (version == null || version.isBlank()) {
      problems.add(Problem.at("version", DpErrors.DP_LIBRARY_FIELD_REQUIRED, "version"));
    }
    PlatformException.throwIfAny(problems);
    UserLibrary library = one(name, version);
    return new Download(
        library, repository.content(library.name(), library.version()).orElseThrow());
  }

  /** A version with its content. */
  public record Download(UserLibrary library, byte[] content) {}

  /**
   * Deletes a version, or with no version every version of the library; answers those deleted.
   *
   * @throws PlatformException 404 when there is no such library or version
   */
  @Transactional
  public List<String> delete(String name, String version) {
    boolean anyVersion = version == null || version.isBlank();
    if (!anyVersion) {
      one(name, version);
    } else if (repository.all(name).isEmpty()) {
      throw unknown(name);
    }
    List<String> deleted = repository.delete(name, anyVersion ? null : version);
    deleted.forEach(v -> loaded.forget(name, v));
    return deleted;
  }

  /**
   * The versions of the user library of this name with their functions, oldest upload first; a
   * version that no longer loads (a jar that needed a platform class since gone) is left out, and
   * the log says why.
   */
  public List<ObfuscationLibrary> libraries(String name) {
    List<ObfuscationLibrary> libraries = new ArrayList<>();
    for (UserLibrary library : repository.all(name)) {
      if (!library.mimeType().equals(JAR_FILE)) {
        continue;
      }
      try {
        List<ObfuscationFunction> functions =
            loaded.functions(
                library,
                () -> repository.content(library.name(), library.version()).orElse(new byte[0]));
        libraries.add(new ObfuscationLibrary(library.name(), library.version(), functions));
      } catch (LoadedLibraries.Unusable e) {
        LOG.warn(
            "Library {} {} cannot be used: {}", library.name(), library.version(), e.getMessage());
      }
    }
    return libraries;
  }

  private UserLibrary one(String name, String version) {
    List<UserLibrary> versions = repository.all(name);
    if (versions.isEmpty()) {
      throw unknown(name);
    }
    return versions.stream()
        .filter(l -> l.version().equals(version))
        .findFirst()
        .orElseThrow(
            () ->
                new PlatformException(
                    List.of(
                        Problem.at(
                            "version",
                            DpErrors.DP_LIBRARY_VERSION_UNKNOWN,
                            name,
                            version,
                            String.join(
                                ", ", versions.stream().map(UserLibrary::version).toList())))));
  }

  private PlatformException unknown(String name) {
    List<String> names = repository.all(null).stream().map(UserLibrary::name).distinct().toList();
    return new PlatformException(
        List.of(
            Problem.at(
                "filename",
                DpErrors.DP_LIBRARY_UNKNOWN,
                name,
                names.isEmpty() ? "—" : String.join(", ", names))));
  }

  /** Refuses a content that is not a zip archive with at least one entry. */
  private static void requireJar(byte[] content) throws LoadedLibraries.Unusable {
    try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(content))) {
      if (jar.getNextJarEntry() == null && jar.getManifest() == null) {
        throw new LoadedLibraries.Unusable("the file is not a jar file");
      }
    } catch (IOException e) {
      throw new LoadedLibraries.Unusable("the file is not a jar file: " + e.getMessage());
    }
  }

  private static String sha256(byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
