import { PROOF_MIME_TYPES } from "@vaultline/shared";
import { useState } from "react";
import { AvatarCard } from "../../../components/ui/avatar.tsx";
import { useBanner } from "../../../components/ui/banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { Card } from "../../../components/ui/misc.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth.tsx";
import { useUploadPicture } from "../api/upload-picture.ts";

/** The dashboard sidebar's picture with its change option. A PDF is accepted but shows the initials. */
export function ProfilePictureChanger() {
  const { user } = useSession();
  const { showBanner, clearBanner } = useBanner();
  const mutation = useUploadPicture();
  const [file, setFile] = useState<File | null>(null);
  const [isChanging, setIsChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!user) return null;
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <AvatarCard user={user} size={96} className="contents" />
      {notice && <p className="text-xs text-amber-800">{notice}</p>}
      {isChanging ? (
        <form
          className="flex w-full flex-col gap-3 text-left"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!file) return;
            clearBanner();
            try {
              const result = await mutation.mutateAsync({ userId: user.id, file });
              setNotice(result.data.notice);
              showBanner(result.message, "success");
              setFile(null);
              setIsChanging(false);
            } catch (error) {
              showBanner(errorMessage(error, "Upload failed"), "error");
            }
          }}
        >
          <FileInput
            label="New picture"
            types={PROOF_MIME_TYPES}
            file={file}
            onChange={setFile}
            hint="PNG, JPEG, HEIC, WebP or PDF, up to 10 MiB"
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={!file} isLoading={mutation.isPending} className="flex-1">
              Upload
            </Button>
            <Button variant="secondary" onClick={() => setIsChanging(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setIsChanging(true)} className="w-full">
          Change picture
        </Button>
      )}
    </Card>
  );
}
