/**
 * The BOM &amp; Labels view: the bill of materials of the open project (Uniform, Cross Wiring and the electrical Clos
 * side by side), the editable component catalog, a preview of the fiber labels as the PDF prints them, and the
 * technician exports (labels, cut sheet, BOM) run in the background.
 */
package com.lightwire.ui.bom;
