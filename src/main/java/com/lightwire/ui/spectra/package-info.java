/**
 * The OCS schedule view (issue 11 view 4, first slice): a Spectra study of the project scheduled in the background by
 * the chosen method and drawn as a Gantt chart; the switch count is an undoable edit of the study.
 */
package com.lightwire.ui.spectra;
