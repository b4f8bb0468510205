package org.platform.mdm.draft;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Notes a publication leaves for the one who published: what the change means beyond itself (a
 * reindex now required). A module that reacts to a publication adds a note in the publishing
 * thread; the caller that asked for the publication collects them and shows them ({@code
 * details.info} of the publish answer). A note added where nobody collects (a preview, a background
 * publication) is dropped.
 */
public final class PublishNotes {

  /**
   * A note: a message key of the adding module's texts and its arguments, shown in the reader's
   * language.
   *
   * @param domain the module's id
   * @param source what the note is about (an element's name); null when nothing in particular
   */
  public record Note(String domain, String source, String messageKey, List<Object> params) {

    public Note {
      params = List.copyOf(params);
    }
  }

  /** A result and the notes added while it was made. */
  public record Collected<T>(T result, List<Note> notes) {}

  private static final ThreadLocal<List<Note>> CURRENT = new ThreadLocal<>();

  private PublishNotes() {}

  /** Adds a note for whoever collects now in this thread. */
  public static void add(Note note) {
    List<Note> notes = CURRENT.get();
    if (notes != null) {
      notes.add(note);
    }
  }

  /** Runs the work and collects the notes it adds; a collection around it sees them as well. */
  public static <T> Collected<T> collect(Supplier<T> work) {
    List<Note> outer = CURRENT.get();
    List<Note> notes = new ArrayList<>();
    CURRENT.set(notes);
    try {
      T result = work.get();
      return new Collected<>(result, List.copyOf(notes));
    } finally {
      if (outer == null) {
        CURRENT.remove();
      } else {
        outer.addAll(notes);
        CURRENT.set(outer);
      }
    }
  }
}
