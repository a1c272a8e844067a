package com.lightwire.app;

public final class Launcher {
    public static void main(String[] args) {
        System.out.println("lightwire");
    }
}
