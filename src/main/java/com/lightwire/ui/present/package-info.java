/**
 * Presenter mode and decks (issue 15): the full-screen presenter, the presenter console on a second screen, the deck
 * editor with its undoable edits, and the capture and restore of what a view shows ({@code ui.common.Presentable}).
 */
package com.lightwire.ui.present;
