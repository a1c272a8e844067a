/** The label preview as a figure: a cable's labels laid out as the PDF prints them, QR code and text. */
package com.lightwire.figure.labels;
