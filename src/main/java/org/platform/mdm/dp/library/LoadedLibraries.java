package org.platform.mdm.dp.library;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.dp.ObfuscationFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * User libraries' jars loaded, each by a {@link LibraryClassLoader} of its own, with the
 * obfuscation functions {@link ServiceLoader} finds in them ({@code
 * META-INF/services/org.platform.mdm.dp.ObfuscationFunction}). A version is loaded once per content
 * (its SHA-256) and node; a new content replaces it, and its class loader is closed.
 */
@Component
class LoadedLibraries implements DisposableBean {

  private static final Logger LOG = LoggerFactory.getLogger(LoadedLibraries.class);

  /** A jar loaded: its loader, its file, and its functions. */
  record Loaded(
      String sha256, LibraryClassLoader loader, Path file, List<ObfuscationFunction> functions) {}

  /** A jar whose functions cannot be used, and why (for a user). */
  static final class Unusable extends Exception {
    private static final long serialVersionUID = 1L;

    Unusable(String reason) {
      super(reason);
    }
  }

  private final Map<String, Loaded> loaded = new ConcurrentHashMap<>();

  /** The functions of the library version with this content, loaded on first use. */
  List<ObfuscationFunction> functions(
      UserLibrary library, java.util.function.Supplier<byte[]> content) throws Unusable {
    String key = library.name() + '\u0000' + library.version();
    Loaded known = loaded.get(key);
    if (known != null && known.sha256().equals(library.sha256())) {
      return known.functions();
    }
    synchronized (this) {
      known = loaded.get(key);
      if (known != null && known.sha256().equals(library.sha256())) {
        return known.functions();
      }
      Loaded fresh = load(library.name(), library.sha256(), content.get());
      Loaded old = loaded.put(key, fresh);
      if (old != null) {
        close(old);
      }
      return fresh.functions();
    }
  }

  /** Forgets a version (deleted): its class loader is closed. */
  void forget(String name, String version) {
    Loaded old = loaded.remove(name + '\u0000' + version);
    if (old != null) {
      close(old);
    }
  }

  /**
   * Loads a jar in a class loader of its own and finds its functions, each checked: a public
   * constructor without arguments, a name unique in the jar, at least one type.
   */
  static Loaded load(String name, String sha256, byte[] jar) throws Unusable {
    Path file;
    try {
      file = Files.createTempFile("platform-library-", ".jar");
      Files.write(file, jar);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    LibraryClassLoader loader;
    try {
      loader = new LibraryClassLoader(name, file.toUri().toURL());
    } catch (IOException e) {
      delete(file);
      throw new UncheckedIOException(e);
    }
    try {
      List<ObfuscationFunction> functions = new ArrayList<>();
      Set<String> names = new HashSet<>();
      for (ObfuscationFunction function : ServiceLoader.load(ObfuscationFunction.class, loader)) {
        String functionName = function.name();
        if (functionName == null || functionName.isBlank()) {
          throw new Unusable(function.getClass().getName() + " has no name");
        }
        if (!names.add(functionName)) {
          throw new Unusable("two functions are named '" + functionName + "'");
        }
        if (function.supportedTypes() == null || function.supportedTypes().isEmpty()) {
          throw new Unusable("'" + functionName + "' supports no type");
        }
        if (function.displayName(Locale.ENGLISH) == null
            || function.description(Locale.ENGLISH) == null) {
          throw new Unusable("'" + functionName + "' has no display name or description");
        }
        functions.add(function);
      }
      return new Loaded(sha256, loader, file, List.copyOf(functions));
    } catch (ServiceConfigurationError | LinkageError e) {
      close(new Loaded(sha256, loader, file, List.of()));
      throw new Unusable(reason(e));
    } catch (Unusable | RuntimeException e) {
      close(new Loaded(sha256, loader, file, List.of()));
      if (e instanceof Unusable unusable) {
        throw unusable;
      }
      throw new Unusable(reason(e));
    }
  }

  /** The failure and its first cause, as a user reads them. */
  private static String reason(Throwable failure) {
    String reason =
        failure instanceof ServiceConfigurationError
            ? failure.getMessage()
            : failure.getClass().getSimpleName() + ": " + failure.getMessage();
    Throwable cause = failure.getCause();
    while (cause != null && cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    return cause == null
        ? reason
        : reason + " (" + cause.getClass().getSimpleName() + ": " + cause.getMessage() + ")";
  }

  /** Closes a loaded jar's class loader and deletes its file. */
  static void close(Loaded loaded) {
    try {
      loaded.loader().close();
    } catch (IOException e) {
      LOG.warn("Closing the class loader of a library failed", e);
    }
    delete(loaded.file());
  }

  private static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      LOG.warn("The library file {} could not be deleted", file, e);
    }
  }

  @Override
  public void destroy() {
    loaded.values().forEach(LoadedLibraries::close);
    loaded.clear();
  }
}
