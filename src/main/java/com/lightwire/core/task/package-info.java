/** Background work without a UI toolkit: keyed task lanes, progress and cancellation, used by the app and tests. */
package com.lightwire.core.task;
