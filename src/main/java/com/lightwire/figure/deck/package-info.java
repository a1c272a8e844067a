/**
 * Presentation slides (issue 15): a step's figure framed by its recorded camera with a caption line, a step counter
 * and, on handouts, the speaker notes, in high-contrast light and dark palettes; one drawing for the presenter's
 * screen, PNG images and PDF handouts.
 */
package com.lightwire.figure.deck;
