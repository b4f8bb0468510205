package org.platform.mdm.draft;

import org.platform.mdm.core.Right;

/** A right on a resource that an operation on a draft needs. */
public record RequiredRight(String resource, Right right) {

  /**
   * The usual mapping onto one resource: CREATE to create a draft, UPDATE to change or publish it,
   * DELETE to remove it.
   */
  public static RequiredRight onResource(String resource, DraftOperation operation) {
    Right right =
        switch (operation) {
          case CREATE -> Right.CREATE;
          case UPDATE, PUBLISH -> Right.UPDATE;
          case REMOVE -> Right.DELETE;
        };
    return new RequiredRight(resource, right);
  }
}
