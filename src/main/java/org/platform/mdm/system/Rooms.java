package org.platform.mdm.system;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A module's rooms (its sub-packages) and their order, on the module's {@code package-info.java}:
 * each entry is a level, the top first, naming its rooms separated by commas. A room uses only the
 * rooms of the levels below its own (never one of its level, never one above) and the module's
 * face, its top-level package. The rooms test ({@code RoomsTest}) holds every module of more than
 * 25 files to a declaration, and the declaration to the code.
 */
@Target(ElementType.PACKAGE)
@Retention(RetentionPolicy.RUNTIME)
public @interface Rooms {

  /** The levels, the top first; a level is one room or several, separated by commas. */
  String[] value();
}
