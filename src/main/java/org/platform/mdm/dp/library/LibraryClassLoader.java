package org.platform.mdm.dp.library;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Set;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * The class loader of one user library's jar: it sees Java's own classes, the obfuscation
 * interface's types and the jar's classes, and nothing else of the platform (no Spring, no other
 * module, no other library), so that a library cannot reach the platform's insides by their names
 * nor clash with the platform's own versions of the libraries it bundles.
 */
final class LibraryClassLoader extends URLClassLoader {

  private static final ClassLoader PLATFORM = ObfuscationFunction.class.getClassLoader();

  /** The interface's types, the only platform classes a library sees. */
  static final Set<String> INTERFACE =
      Set.of(
          ObfuscationFunction.class.getName(),
          Obfuscator.class.getName(),
          ObfuscationContext.class.getName(),
          FunctionParameter.class.getName(),
          SimpleDataType.class.getName(),
          KeyedRandom.class.getName());

  static {
    registerAsParallelCapable();
  }

  LibraryClassLoader(String name, URL jar) {
    super("library " + name, new URL[] {jar}, ClassLoader.getPlatformClassLoader());
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (INTERFACE.contains(name)) {
      return PLATFORM.loadClass(name);
    }
    return super.loadClass(name, resolve);
  }
}
