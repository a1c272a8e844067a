/**
 * The editing engine behind every view: the session (current immutable project, revision, dirty flag, undo
 * history), the undoable edits, shared selection and file saving. Needs no running toolkit.
 */
package com.lightwire.ui.session;
