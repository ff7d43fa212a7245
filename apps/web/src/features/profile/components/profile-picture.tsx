// Owned by the identity work (issue 4): the profile picture with its change option.
export function ProfilePictureChanger() {
  return null;
}
