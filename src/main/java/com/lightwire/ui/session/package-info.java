/**
 * The editing engine behind every view: the session (current immutable project, revision, dirty flag, undo
 * history), the undoable edits, shared selection, file saving and background solves. Needs no running toolkit
 * except {@link com.lightwire.ui.session.BackgroundRunner}.
 */
package com.lightwire.ui.session;
